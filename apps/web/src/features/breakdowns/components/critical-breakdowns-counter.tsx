import { SirenIcon } from 'lucide-react';
import { Link } from 'react-router';
import { useBreakdownCounts } from '../api/get-breakdown-counts';

/** The header's red counter of active critical breakdowns (spec §1), shown only above zero. */
export function CriticalBreakdownsCounter() {
  const counts = useBreakdownCounts();
  const critical = counts.data?.critical ?? 0;
  if (critical <= 0) return null;
  return (
    <Link
      to="/reactive-maintenance"
      className="inline-flex h-8 items-center gap-1.5 rounded-md bg-red-600 px-2.5 font-semibold text-sm text-white tabular-nums hover:bg-red-700 focus-visible:outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50 dark:bg-red-700"
      aria-label={`${critical} critical breakdown${critical === 1 ? '' : 's'}`}
    >
      <SirenIcon aria-hidden="true" className="size-4" />
      {critical}
    </Link>
  );
}
