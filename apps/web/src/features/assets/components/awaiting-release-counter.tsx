import { formatCount } from '@plantwise/domain';
import { HeaderCount } from '@/components/header-count';
import { useAuth } from '@/features/auth';
import { mayRelease, useAwaitingReleaseCount } from '../api/hygiene-release';

/**
 * The header's count of food-contact assets awaiting their hygiene release, for those who may release them
 * (quality, managers, admins); shown only above zero; links to them in the register.
 */
export function AwaitingReleaseCounter() {
  const { profile } = useAuth();
  const allowed = mayRelease(profile?.role);
  const count = useAwaitingReleaseCount(allowed).data?.count;
  if (!allowed || !count) return null;
  const label = `${formatCount(count)} awaiting release`;
  return (
    <HeaderCount
      to="/assets?status=awaiting-release"
      label={label}
      title={label}
      className="flex px-2 font-medium text-amber-800 hover:bg-accent dark:text-warning"
    >
      <span aria-hidden="true" className="size-2 rounded-full bg-warning" />
      <span aria-hidden="true">{formatCount(count)}</span>{' '}
      {/* Below 1280 px (a tablet with the sidebar open) the word gives way to the search box; the label says it. */}
      <span aria-hidden="true" className="max-xl:hidden">
        awaiting release
      </span>
    </HeaderCount>
  );
}
