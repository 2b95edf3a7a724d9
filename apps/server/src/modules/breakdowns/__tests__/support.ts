import { randomBytes } from 'node:crypto';
import type { ReportBreakdownBody } from '@plantwise/domain';
import type { App } from '../../../app';
import { assets, user_notification_preferences } from '../../../db/schema';

/** Factory: an asset row with a unique code; override anything. */
export async function createAsset(app: App, overrides: Partial<typeof assets.$inferInsert> = {}) {
  const code = `BD-${randomBytes(3).toString('hex').toUpperCase()}`;
  const [row] = await app.ctx.db
    .insert(assets)
    .values({ asset_id: code, asset_name: `Filler ${code}`, ...overrides })
    .returning();
  return row;
}

/** Reports a breakdown through the API and returns the answer. */
export function report(app: App, cookie: string, body: Partial<ReportBreakdownBody> & { asset_id: string }) {
  return app.inject({
    method: 'POST',
    url: '/api/breakdowns',
    headers: { cookie },
    payload: { title: 'Conveyor belt snapped', severity: 'high', ...body },
  });
}

/** Reports a breakdown and returns its body, failing the test if the report is refused. */
export async function reported(
  app: App,
  cookie: string,
  body: Partial<ReportBreakdownBody> & { asset_id: string },
) {
  const response = await report(app, cookie, body);
  if (response.statusCode !== 201) throw new Error(`report failed: ${response.statusCode} ${response.body}`);
  return response.json();
}

export function post(app: App, cookie: string | undefined, url: string, payload?: unknown) {
  return app.inject({
    method: 'POST',
    url,
    headers: cookie ? { cookie } : {},
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

/** Saves a user's asset_breakdown preference: on with e-mail by default. */
export async function subscribe(
  app: App,
  userId: string,
  options: { enabled?: boolean; email?: boolean } = {},
) {
  await app.ctx.db.insert(user_notification_preferences).values({
    user_id: userId,
    notification_type: 'asset_breakdown',
    enabled: options.enabled ?? true,
    email_enabled: options.email ?? true,
  });
}

export const CLEARED = {
  tools_materials_removed: true,
  debris_removed: true,
  no_rust_or_flaking_paint: true,
  no_structural_damage: true,
  guards_and_detection_reinstated: true,
  area_cleaned: true,
};

export const VALID_COMPLETION = {
  completion_notes: 'Replaced the drive belt and tensioned it to spec',
  safety_compliance_check: true,
  breakdown_categories: ['mechanical'],
  completed_by: 'Sam Fitter',
  fix_type: 'permanent',
  hygiene_clearance: CLEARED,
};
