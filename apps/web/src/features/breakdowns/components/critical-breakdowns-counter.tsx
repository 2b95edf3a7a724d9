import { SirenIcon } from 'lucide-react';
import { HeaderCount } from '@/components/header-count';
import { useBreakdownCounts } from '../api/get-breakdown-counts';

/** The header's red counter of active critical breakdowns (spec §1), shown only above zero. */
export function CriticalBreakdownsCounter() {
  const counts = useBreakdownCounts();
  const critical = counts.data?.critical ?? 0;
  if (critical <= 0) return null;
  return (
    <HeaderCount
      to="/reactive-maintenance"
      label={`${critical} critical breakdown${critical === 1 ? '' : 's'}`}
      className="inline-flex bg-red-600 px-2.5 font-semibold text-white hover:bg-red-700 dark:bg-red-700"
    >
      <SirenIcon aria-hidden="true" className="size-4" />
      {critical}
    </HeaderCount>
  );
}
