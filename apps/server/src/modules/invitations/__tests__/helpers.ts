import { desc, eq } from 'drizzle-orm';
import type { App } from '../../../app';
import { mail_outbox } from '../../../db/schema';

/** The newest mail queued to an address. */
export async function latestMailTo(app: App, to: string) {
  const [row] = await app.ctx.db
    .select()
    .from(mail_outbox)
    .where(eq(mail_outbox.to_address, to))
    .orderBy(desc(mail_outbox.created_at))
    .limit(1);
  return row;
}

export function linkIn(text: string, path: string): string {
  const match = text.match(new RegExp(`https?://[^\\s]+${path}[^\\s]*`));
  if (!match) throw new Error(`No ${path} link in:\n${text}`);
  return match[0];
}

export const tokenOf = (link: string) => link.split('/').pop()!;

export async function invite(
  app: App,
  cookie: string,
  body: { email: string; full_name?: string; role?: string; notification_preferences?: unknown[] },
) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/invitations',
    headers: { cookie },
    payload: { full_name: 'New Person', role: 'technician', ...body },
  });
  if (response.statusCode !== 201) throw new Error(`invite failed: ${response.statusCode} ${response.body}`);
  return response.json() as {
    invitation: { id: string; email: string; status: string };
    code: string;
    link: string;
    code_link: string;
  };
}
