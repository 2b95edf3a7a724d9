import { formatCount } from '@plantwise/domain';
import { ClipboardListIcon } from 'lucide-react';
import { Link } from 'react-router';
import { useWorkOrderCounts } from '../api/get-work-order-counts';

/** The header's blue count (spec §1): open work orders, pending plus in progress; links to the list. */
export function OpenWorkOrdersCounter() {
  const counts = useWorkOrderCounts();
  if (!counts.data) return null;
  const open = counts.data.pending + counts.data.in_progress;
  const label = `${formatCount(open)} open work order${open === 1 ? '' : 's'}`;
  return (
    <Link
      to="/work-orders"
      title={label}
      aria-label={label}
      className="inline-flex h-8 items-center gap-1.5 rounded-md px-2 font-medium text-blue-600 text-sm tabular-nums hover:bg-accent focus-visible:outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50 dark:text-blue-400"
    >
      <ClipboardListIcon aria-hidden="true" className="size-4" />
      <span aria-hidden="true">{formatCount(open)}</span>
    </Link>
  );
}
