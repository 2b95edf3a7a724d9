export const UNREAD_BADGE_MAX = 99;

/** The bell's unread badge (spec §2, §9): the count, '99+' above 99, nothing at zero. */
export function formatUnreadBadge(count: number): string | null {
  if (!Number.isFinite(count) || count <= 0) return null;
  if (count > UNREAD_BADGE_MAX) return `${UNREAD_BADGE_MAX}+`;
  return String(Math.floor(count));
}
