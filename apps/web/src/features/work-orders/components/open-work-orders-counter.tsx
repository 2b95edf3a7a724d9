import { formatCount } from '@plantwise/domain';
import { ClipboardListIcon } from 'lucide-react';
import { HeaderCount } from '@/components/header-count';
import { useWorkOrderCounts } from '../api/get-work-order-counts';

/** The header's blue count (spec §1): open work orders, pending plus in progress; links to the list. */
export function OpenWorkOrdersCounter() {
  const counts = useWorkOrderCounts();
  if (!counts.data) return null;
  const open = counts.data.pending + counts.data.in_progress;
  const label = `${formatCount(open)} open work order${open === 1 ? '' : 's'}`;
  return (
    <HeaderCount
      to="/work-orders"
      label={label}
      title={label}
      className="inline-flex px-2 font-medium text-blue-600 hover:bg-accent dark:text-blue-400"
    >
      <ClipboardListIcon aria-hidden="true" className="size-4" />
      <span aria-hidden="true">{formatCount(open)}</span>
    </HeaderCount>
  );
}
