import { type DashboardResponse, displayName, formatCount, formatHours } from '@plantwise/domain';
import { Link, useSearchParams } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { QueryState } from '@/components/query-state';
import { mayRelease, useAwaitingReleaseCount } from '@/features/assets';
import { useAuth } from '@/features/auth';
import { LocationPicker } from '@/features/locations';
import { useDashboard } from '../api/get-dashboard';
import { DashboardTiles } from './dashboard-tiles';
import { WeeklyFigure } from './weekly-figure';
import { WorkList } from './work-list';

function TopDowntime({ assets }: { assets: DashboardResponse['top_downtime'] }) {
  return (
    <section aria-labelledby="top-downtime-title" className="grid content-start gap-2 rounded-lg border p-3">
      <h2 id="top-downtime-title" className="font-semibold">
        Most downtime, last 12 weeks
      </h2>
      {assets.length === 0 ? (
        <p className="py-4 text-center text-muted-foreground text-sm">No downtime in the last 12 weeks.</p>
      ) : (
        <ol className="grid gap-1">
          {assets.map((asset, i) => (
            <li key={asset.id}>
              <Link
                to={`/assets/${asset.id}`}
                className="flex items-center gap-3 rounded-md px-2 py-2 hover:bg-accent focus-visible:outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
              >
                <span aria-hidden="true" className="w-4 text-muted-foreground tabular-nums">
                  {i + 1}
                </span>
                <span className="grid min-w-0 flex-1">
                  <span className="truncate font-medium">{asset.asset_name}</span>
                  <span className="text-muted-foreground text-xs">
                    {asset.asset_id} · {formatCount(asset.breakdowns)} breakdown
                    {asset.breakdowns === 1 ? '' : 's'}
                  </span>
                </span>
                <span className="font-medium tabular-nums">{formatHours(asset.downtime_hours)}</span>
              </Link>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

/**
 * /dashboard: the tiles of the plant's state, each opening its filtered screen; 12 weeks of
 * breakdowns and downtime; the assets that were down longest; the next 7 days of scheduled maintenance;
 * and the work assigned to me. It refreshes itself when anything it counts changes.
 */
export function DashboardScreen() {
  const { profile } = useAuth();
  // ?location=: the figures of one location of the tree and everything below it (stores stay plant-wide).
  const [searchParams, setSearchParams] = useSearchParams();
  const location = searchParams.get('location') || null;
  const dashboard = useDashboard(location);
  const releaser = mayRelease(profile?.role);
  const awaitingRelease = useAwaitingReleaseCount(releaser).data?.count;
  const setLocation = (next: string | null) =>
    setSearchParams(
      (previous) => {
        const params = new URLSearchParams(previous);
        if (next) params.set('location', next);
        else params.delete('location');
        return params;
      },
      { replace: true },
    );
  return (
    <section className="grid gap-4">
      <PageHeader
        title="Dashboard"
        description={profile ? `Welcome back, ${displayName(profile)}.` : undefined}
      >
        <LocationPicker
          aria-label="Location"
          value={location}
          onChange={setLocation}
          noneLabel="All locations"
          maxPathLength={20}
          className="w-44"
        />
      </PageHeader>
      <QueryState
        query={dashboard}
        loadingLabel="Loading the dashboard"
        errorTitle="Could not load the dashboard"
        skeleton={{ rows: 4, rowClassName: 'h-20' }}
      >
        {(data) => (
          <>
            <DashboardTiles
              dashboard={data}
              awaitingRelease={releaser ? (awaitingRelease ?? 0) : undefined}
            />
            <div className="grid gap-4 xl:grid-cols-3">
              <div className="xl:col-span-2">
                <WeeklyFigure weekly={data.weekly} />
              </div>
              <TopDowntime assets={data.top_downtime} />
            </div>
            <div className="grid gap-4 lg:grid-cols-2">
              <WorkList
                title="Next 7 days"
                items={data.upcoming}
                empty="No maintenance is scheduled in the next 7 days."
                more={{ to: '/maintenance', label: 'Calendar' }}
              />
              <WorkList
                title="My work"
                items={data.my_work}
                empty="Nothing is assigned to you."
                more={{ to: '/work-orders', label: 'All work orders' }}
              />
            </div>
          </>
        )}
      </QueryState>
    </section>
  );
}
