import {
  type AssetHistoryItem,
  assetHistoryPriorityLabel,
  assetHistoryStatusLabel,
  formatCurrency,
  formatDateTime,
  formatHours,
} from '@plantwise/domain';
import { AlertTriangleIcon, CalendarClockIcon, ClipboardListIcon, ShieldCheckIcon } from 'lucide-react';
import { Link } from 'react-router';
import { QueryState } from '@/components/query-state';
import { Badge } from '@/components/ui/badge';
import { useAssetHistory } from '../api/get-asset-history';

const KIND = {
  work_order: {
    label: 'Work order',
    icon: ClipboardListIcon,
    href: (id: string) => `/work-orders?highlight=${id}`,
  },
  breakdown: {
    label: 'Breakdown',
    icon: AlertTriangleIcon,
    href: (id: string) => `/reactive-maintenance?highlight=${id}`,
  },
  maintenance_task: {
    label: 'Maintenance task',
    icon: CalendarClockIcon,
    href: (id: string) => `/maintenance?highlight=${id}`,
  },
  // The entry's id is the release's record: the signed evidence an auditor opens.
  hygiene_release: {
    label: 'Hygiene release',
    icon: ShieldCheckIcon,
    href: (id: string) => `/records/${id}`,
  },
} as const;

function Details({ item }: { item: AssetHistoryItem }) {
  const parts = [
    assetHistoryPriorityLabel(item),
    item.cost !== null ? `Cost ${formatCurrency(item.cost)}` : null,
    item.downtime_hours !== null ? `Downtime ${formatHours(item.downtime_hours)}` : null,
  ].filter(Boolean);
  return parts.length ? <p className="text-muted-foreground text-xs">{parts.join(' · ')}</p> : null;
}

/** The asset's work orders, breakdowns, maintenance tasks and hygiene releases, newest first. */
export function AssetHistoryTimeline({ assetId }: { assetId: string }) {
  const history = useAssetHistory(assetId);
  return (
    <QueryState
      query={history}
      loadingLabel="Loading the history"
      errorTitle="The history could not be loaded"
      skeleton={{ rows: 2, className: 'gap-3', rowClassName: 'h-12' }}
      isEmpty={(page) => page.data.length === 0}
      empty={
        <p className="text-muted-foreground text-sm">
          No work orders, breakdowns or maintenance tasks for this asset yet.
        </p>
      }
    >
      {(page) => <Timeline items={page.data} total={page.total} />}
    </QueryState>
  );
}

function Timeline({ items, total }: { items: AssetHistoryItem[]; total: number }) {
  return (
    <div className="grid gap-2">
      <ol className="relative grid gap-4 border-l pl-6" aria-label="Asset history">
        {items.map((item) => {
          const kind = KIND[item.type];
          const Icon = kind.icon;
          return (
            <li key={`${item.type}-${item.id}`} className="relative grid gap-1">
              <span className="absolute top-0.5 -left-[2.15rem] flex size-6 items-center justify-center rounded-full border bg-background">
                <Icon aria-hidden="true" className="size-3.5 text-muted-foreground" />
              </span>
              <div className="flex flex-wrap items-center gap-2">
                <Link to={kind.href(item.id)} className="font-medium underline-offset-4 hover:underline">
                  {item.title}
                </Link>
                <Badge variant="outline">{kind.label}</Badge>
                <Badge variant="secondary">{assetHistoryStatusLabel(item)}</Badge>
              </div>
              <time dateTime={item.date} className="text-muted-foreground text-xs">
                {formatDateTime(item.date)}
              </time>
              <Details item={item} />
            </li>
          );
        })}
      </ol>
      {total > items.length && (
        <p className="text-muted-foreground text-xs">
          Showing the latest {items.length} of {total} records.
        </p>
      )}
    </div>
  );
}
