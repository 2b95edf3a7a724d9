import { sitesSummary } from '@plantwise/domain';
import { useId } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { useAuth } from '@/features/auth';
import { useLocations } from '../api/get-locations';

/**
 * Settings: the sites the signed-in person works at (docs/decisions/site-access.md). A person limited to
 * sites sees and changes only those sites' assets, work and figures; only an administrator changes this.
 */
export function MySitesSection() {
  const { session } = useAuth();
  const titleId = useId();
  const siteIds = session?.site_ids ?? [];
  const limited = siteIds.length > 0;
  const locations = useLocations();
  const names = locations.data
    ? siteIds.flatMap((id) => {
        const site = locations.data.data.find((location) => location.id === id);
        return site ? [site.name] : [];
      })
    : null;
  return (
    <Card aria-labelledby={titleId} role="region">
      <CardHeader>
        <CardTitle>
          <h2 id={titleId}>Your sites</h2>
        </CardTitle>
        <CardDescription>Only an administrator can change where you work.</CardDescription>
      </CardHeader>
      <CardContent className="text-sm">
        {!limited ? (
          <p>You work at every site: you see the assets, work and figures of all of them.</p>
        ) : names === null ? (
          <p className="text-muted-foreground">
            {locations.isError ? 'Your sites could not be loaded.' : 'Loading your sites...'}
          </p>
        ) : (
          <p>
            You work at <strong>{sitesSummary([...names].sort((a, b) => a.localeCompare(b)))}</strong>. You
            see and change only the assets, work and figures of{' '}
            {names.length === 1 ? 'this site' : 'these sites'}.
          </p>
        )}
      </CardContent>
    </Card>
  );
}
