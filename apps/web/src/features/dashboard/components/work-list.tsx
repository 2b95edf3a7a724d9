import { type DashboardWorkItem, formatDateTime, PRIORITY_LABELS } from '@plantwise/domain';
import { AlertTriangleIcon, CalendarCheckIcon, ClipboardListIcon, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';

const KIND: Record<DashboardWorkItem['kind'], { label: string; icon: LucideIcon; at: string }> = {
  'work-order': { label: 'Work order', icon: ClipboardListIcon, at: 'Scheduled' },
  'maintenance-task': { label: 'Maintenance task', icon: CalendarCheckIcon, at: 'Due' },
  breakdown: { label: 'Breakdown', icon: AlertTriangleIcon, at: 'Since' },
};

/** A short list of work items, each a link to its screen with the item highlighted. */
export function WorkList({
  title,
  items,
  empty,
  more,
}: {
  title: string;
  items: readonly DashboardWorkItem[];
  empty: string;
  /** The screen with the whole list, linked beside the title. */
  more: { to: string; label: string };
}) {
  const id = `work-list-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <section aria-labelledby={id} className="grid content-start gap-2 rounded-lg border p-3">
      <div className="flex items-center justify-between gap-2">
        <h2 id={id} className="font-semibold">
          {title}
        </h2>
        <Link to={more.to} className="text-primary text-sm underline-offset-4 hover:underline">
          {more.label}
        </Link>
      </div>
      {items.length === 0 ? (
        <p className="py-4 text-center text-muted-foreground text-sm">{empty}</p>
      ) : (
        <ul className="grid gap-1">
          {items.map((item) => {
            const kind = KIND[item.kind];
            const Icon = kind.icon;
            return (
              <li key={`${item.kind}-${item.id}`}>
                <Link
                  to={item.url}
                  className="flex items-start gap-3 rounded-md px-2 py-2 hover:bg-accent focus-visible:outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
                >
                  <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
                  <span className="grid min-w-0 flex-1 gap-0.5">
                    <span className="truncate font-medium">{item.title}</span>
                    <span className="truncate text-muted-foreground text-xs">
                      <span className="sr-only">{kind.label}. </span>
                      {item.asset_name ?? 'No asset'} · {kind.at} {formatDateTime(item.at)}
                    </span>
                  </span>
                  <span className="flex shrink-0 flex-col items-end gap-1">
                    {item.overdue && <Badge variant="destructive">Overdue</Badge>}
                    {item.priority && (
                      <span className="text-muted-foreground text-xs">{PRIORITY_LABELS[item.priority]}</span>
                    )}
                  </span>
                </Link>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
