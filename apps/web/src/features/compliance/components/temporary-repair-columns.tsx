import {
  displayTimeZone,
  formatDateTime,
  TEMPORARY_REPAIR_SOURCE_LABELS,
  type TemporaryRepair,
  temporaryRepairDeadlineText,
  WORK_ORDER_STATUS_LABELS,
} from '@plantwise/domain';
import { Link } from 'react-router';
import type { ColumnDef } from '@/components/data-table';
import { TemporaryRepairStateBadge } from './temporary-repair-badge';

const linkClass = 'font-medium text-primary underline-offset-4 hover:underline';

/** Where the breakdown or work order the repair was made on opens. */
function sourceUrl(repair: TemporaryRepair): string {
  return repair.source === 'work_order'
    ? `/work-orders?highlight=${repair.id}`
    : `/reactive-maintenance?highlight=${repair.id}`;
}

/** The columns of the register; phones show each repair as a card (`meta.card`). */
export function temporaryRepairColumns(now: Date): ColumnDef<TemporaryRepair>[] {
  return [
    {
      id: 'repair',
      header: 'Asset and work',
      meta: { cellClassName: 'whitespace-normal', card: 'title' },
      cell: ({ row }) => (
        <span className="grid">
          <span className="font-medium">
            {/* Code first, as it is painted on the machine. */}
            {row.original.asset_code ? (
              <span className="font-mono text-muted-foreground">{row.original.asset_code} · </span>
            ) : null}
            {row.original.asset_name ?? 'No asset'}
          </span>
          <Link to={sourceUrl(row.original)} className={`${linkClass} text-xs`}>
            {TEMPORARY_REPAIR_SOURCE_LABELS[row.original.source]}
            {row.original.number ? ` ${row.original.number}` : ''}: {row.original.title}
          </Link>
        </span>
      ),
    },
    {
      id: 'temporary_fix',
      header: 'Temporary repair',
      meta: { cellClassName: 'whitespace-normal', card: 'fact' },
      cell: ({ row }) => (
        <span className="grid">
          <span>{row.original.temporary_fix ?? '—'}</span>
          <span className="text-muted-foreground text-xs">
            {row.original.fixed_by ?? 'Someone'}, {formatDateTime(row.original.fixed_at)}
          </span>
        </span>
      ),
    },
    {
      id: 'deadline',
      header: 'Permanent repair by',
      meta: { card: 'fact' },
      cell: ({ row }) => (
        <span className="grid">
          <span>{formatDateTime(row.original.permanent_repair_deadline, 'No deadline')}</span>
          <span
            className={
              row.original.state === 'overdue'
                ? 'font-medium text-destructive text-xs'
                : 'text-muted-foreground text-xs'
            }
          >
            {temporaryRepairDeadlineText(
              {
                permanent_repair_deadline: row.original.permanent_repair_deadline,
                follow_up_status: row.original.follow_up?.status ?? null,
              },
              now,
              displayTimeZone(),
            )}
          </span>
        </span>
      ),
    },
    {
      id: 'follow_up',
      header: 'Follow-up',
      meta: { cellClassName: 'whitespace-normal', card: 'fact' },
      cell: ({ row }) => {
        const followUp = row.original.follow_up;
        if (!followUp) return 'None';
        return (
          <span className="grid">
            <Link to={`/work-orders?highlight=${followUp.id}`} className={`${linkClass} font-mono`}>
              {followUp.number}
            </Link>
            <span className="text-muted-foreground text-xs">{WORK_ORDER_STATUS_LABELS[followUp.status]}</span>
          </span>
        );
      },
    },
    {
      id: 'state',
      header: 'State',
      meta: { card: 'badge' },
      cell: ({ row }) => <TemporaryRepairStateBadge state={row.original.state} />,
    },
  ];
}
