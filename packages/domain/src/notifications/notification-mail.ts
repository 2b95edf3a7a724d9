import { formatPlantTimestamp } from '../format/display';
import { addZonedDays, zonedParts, zonedTimeToInstant } from '../maintenance/plant-time';

export interface MailContent {
  subject: string;
  text: string;
}

export interface MailNotification {
  title: string;
  message: string;
  action_url: string | null;
  created_at: string;
}

function absoluteLink(appUrl: string, path: string | null): string | null {
  return path ? `${appUrl.replace(/\/$/, '')}${path}` : null;
}

/** The e-mail of one notification sent immediately. */
export function notificationMail(notification: MailNotification, appUrl: string): MailContent {
  const link = absoluteLink(appUrl, notification.action_url);
  const lines = [notification.message, ''];
  if (link) lines.push(`Open in Plantwise: ${link}`, '');
  lines.push(`You receive this because of your notification preferences in Plantwise (${appUrl}/settings).`);
  return { subject: `[Plantwise] ${notification.title}`, text: lines.join('\n') };
}

/**
 * The once-a-day e-mail of everything queued for a user who chose the daily digest, oldest first.
 * Times are on the plant's clock with the zone's name ('20 Nov 2026, 16:05 GMT'), as on the screens,
 * so that the mail reads the same wherever it is opened.
 */
export function digestMail(items: MailNotification[], appUrl: string, timeZone: string): MailContent {
  const sorted = [...items].sort((a, b) => Date.parse(a.created_at) - Date.parse(b.created_at));
  const count = sorted.length;
  const lines = [`${count} notification${count === 1 ? '' : 's'} since your last digest:`, ''];
  for (const item of sorted) {
    const at = formatPlantTimestamp(item.created_at, timeZone);
    lines.push(`• ${item.title} (${at})`, `  ${item.message}`);
    const link = absoluteLink(appUrl, item.action_url);
    if (link) lines.push(`  ${link}`);
    lines.push('');
  }
  lines.push(`Change how you are notified: ${appUrl}/settings`);
  return {
    subject: `[Plantwise] Daily digest: ${count} notification${count === 1 ? '' : 's'}`,
    text: lines.join('\n'),
  };
}

/**
 * The latest daily digest time at or before `now`: digests go out once a day at `hour` on the plant's
 * clock (07:00 in Chicago is 07:00 there, summer and winter), and cover what was queued before then.
 */
export function latestDigestTime(now: Date, hour: number, timeZone: string): Date {
  const today = zonedTimeToInstant(
    { ...zonedParts(now, timeZone), hour, minute: 0, second: 0, millisecond: 0 },
    timeZone,
  );
  return today.getTime() <= now.getTime() ? today : addZonedDays(today, -1, timeZone);
}
