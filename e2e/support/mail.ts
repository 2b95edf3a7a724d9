import type { OutboxMail } from '@plantwise/domain';
import { type APIRequestContext, expect } from '@playwright/test';

/**
 * The newest mail to `to` whose subject matches, read from the outbox as an admin
 * (GET /api/admin/mail). Waits for it, since mails are written by the action and listed at once.
 */
export async function latestMail(admin: APIRequestContext, to: string, subject: RegExp): Promise<OutboxMail> {
  let found: OutboxMail | undefined;
  await expect
    .poll(async () => {
      const response = await admin.get('/api/admin/mail?limit=100');
      expect(response.status(), await response.text()).toBe(200);
      const { data } = (await response.json()) as { data: OutboxMail[] };
      found = data.find((mail) => mail.to === to && subject.test(mail.subject));
      return Boolean(found);
    })
    .toBe(true);
  return found!;
}

/** The path (and query) of the first link in a mail's text that goes to `path`. */
export function linkPath(text: string, path: string): string {
  const match = text.match(new RegExp(`https?://[^\\s]+?(${path.replace(/[/?]/g, '\\$&')}[^\\s]*)`));
  if (!match) throw new Error(`No ${path} link in:\n${text}`);
  return match[1];
}
