import { type AdminUser, displayName, type Location, sitesSummary } from '@plantwise/domain';
import { useEffect, useId, useState } from 'react';
import { toast } from 'sonner';
import { FormDialog } from '@/components/form-dialog';
import { Checkbox } from '@/components/ui/checkbox';
import { Label } from '@/components/ui/label';
import { RadioGroup, RadioGroupItem } from '@/components/ui/radio-group';
import { errorMessage } from '@/lib/api-client';
import { useSetUserSites } from '../api/set-user-sites';

type Mode = 'every' | 'chosen';

/**
 * An admin chooses where a person works (docs/decisions/site-access.md): every site, or some of the sites
 * (the top of the location tree). Radio buttons then checkboxes, so the whole choice works from the keyboard.
 */
export function UserSitesDialog({
  user,
  sites,
  sitesLoading,
  open,
  onOpenChange,
}: {
  user: AdminUser;
  sites: readonly Location[];
  sitesLoading: boolean;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const id = useId();
  const save = useSetUserSites();
  const [mode, setMode] = useState<Mode>(user.site_ids.length === 0 ? 'every' : 'chosen');
  const [chosen, setChosen] = useState<string[]>(user.site_ids);
  const [failure, setFailure] = useState<string | null>(null);
  useEffect(() => {
    if (!open) return;
    setMode(user.site_ids.length === 0 ? 'every' : 'chosen');
    setChosen(user.site_ids);
    setFailure(null);
  }, [open, user.site_ids]);

  const name = displayName(user);
  const toggle = (siteId: string, on: boolean) =>
    setChosen((current) => (on ? [...current, siteId] : current.filter((other) => other !== siteId)));

  const submit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(null);
    const siteIds = mode === 'every' ? [] : sites.filter((site) => chosen.includes(site.id)).map((s) => s.id);
    if (mode === 'chosen' && siteIds.length === 0) {
      setFailure('Choose at least one site, or choose Every site.');
      return;
    }
    try {
      await save.mutateAsync({ id: user.id, body: { site_ids: siteIds } });
      const names = sites.filter((site) => siteIds.includes(site.id)).map((site) => site.name);
      toast.success('Sites saved', {
        description:
          names.length === 0
            ? `${name} now works at every site.`
            : `${name} now sees only the assets and work of ${sitesSummary(names)}.`,
      });
      onOpenChange(false);
    } catch (error) {
      setFailure(`Sites not saved: ${errorMessage(error, 'please try again.')}`);
    }
  };

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={`Sites for ${name}`}
      description={`${name} sees and changes only the assets, work and figures of the sites chosen here.`}
      onSubmit={submit}
      submitLabel="Save sites"
      pendingLabel="Saving..."
      pending={save.isPending}
      error={failure}
    >
      <RadioGroup
        value={mode}
        onValueChange={(value) => setMode(value as Mode)}
        aria-label={`Where ${name} works`}
      >
        <div className="flex items-center gap-2">
          <RadioGroupItem value="every" id={`${id}-every`} />
          <Label htmlFor={`${id}-every`}>Every site</Label>
        </div>
        <div className="flex items-center gap-2">
          <RadioGroupItem value="chosen" id={`${id}-chosen`} />
          <Label htmlFor={`${id}-chosen`}>Only these sites</Label>
        </div>
      </RadioGroup>
      {mode === 'chosen' && (
        <fieldset className="grid gap-2 rounded-md border p-3">
          <legend className="px-1 font-medium text-sm">Sites</legend>
          {sitesLoading ? (
            <p className="text-muted-foreground text-sm">Loading sites...</p>
          ) : sites.length === 0 ? (
            <p className="text-muted-foreground text-sm">
              There are no sites yet: add one on the Locations screen first.
            </p>
          ) : (
            sites.map((site) => (
              <div key={site.id} className="flex min-h-8 items-center gap-2">
                <Checkbox
                  id={`${id}-${site.id}`}
                  checked={chosen.includes(site.id)}
                  onCheckedChange={(checked) => toggle(site.id, checked === true)}
                />
                <Label htmlFor={`${id}-${site.id}`} className="font-normal">
                  {site.name}
                  <span className="text-muted-foreground text-xs">{site.code}</span>
                </Label>
              </div>
            ))
          )}
        </fieldset>
      )}
    </FormDialog>
  );
}
