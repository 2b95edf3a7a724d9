import type { PublicReportSettings } from '@plantwise/domain';
import { useId } from 'react';
import { toast } from 'sonner';
import { QueryState } from '@/components/query-state';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';
import { errorMessage } from '@/lib/api-client';
import { useAssetFacets } from '../api/get-asset-facets';
import { usePublicReportSettings, useSavePublicReportSettings } from '../api/public-report-settings';

/**
 * Admins turn fault reports from QR labels off everywhere or at some sites. Labels of a
 * switched-off site answer "Reporting from the label is switched off here".
 */
export function PublicReportSettingsSection() {
  const settings = usePublicReportSettings(true);
  const facets = useAssetFacets();
  const save = useSavePublicReportSettings();
  const switchId = useId();

  const change = async (next: PublicReportSettings) => {
    try {
      await save.mutateAsync(next);
      toast.success('Label reports updated');
    } catch (error) {
      toast.error('Could not save', { description: errorMessage(error, 'Please try again.') });
    }
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2>Fault reports from QR labels</h2>
        </CardTitle>
        <CardDescription>
          Anyone who scans an asset's report code can report a fault without an account.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <QueryState
          query={settings}
          loadingLabel="Loading label report settings"
          errorTitle="Could not load the settings"
        >
          {(current) => (
            <div className="grid gap-4">
              <div className="flex items-center gap-3">
                <Switch
                  id={switchId}
                  checked={current.enabled}
                  disabled={save.isPending}
                  onCheckedChange={(enabled) => void change({ ...current, enabled })}
                />
                <Label htmlFor={switchId}>Allow reports from labels</Label>
              </div>
              {current.enabled && (facets.data?.sites.length ?? 0) > 0 && (
                <fieldset className="grid gap-2">
                  <legend className="mb-1 font-medium text-sm">Switched off at these sites</legend>
                  {facets.data?.sites.map((site) => {
                    const off = current.disabled_sites.includes(site);
                    const id = `${switchId}-${site}`;
                    return (
                      <div key={site} className="flex items-center gap-2">
                        <Checkbox
                          id={id}
                          checked={off}
                          disabled={save.isPending}
                          onCheckedChange={(checked) =>
                            void change({
                              ...current,
                              disabled_sites: checked
                                ? [...current.disabled_sites, site]
                                : current.disabled_sites.filter((s) => s !== site),
                            })
                          }
                        />
                        <Label htmlFor={id} className="font-normal">
                          {site}
                        </Label>
                      </div>
                    );
                  })}
                </fieldset>
              )}
            </div>
          )}
        </QueryState>
      </CardContent>
    </Card>
  );
}
