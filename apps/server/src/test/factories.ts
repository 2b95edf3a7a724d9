// One factories module for the server's integration tests: build bodies, write rows the API
// would write, and call the API as a signed-in person. Each test makes its own data with these.
import { randomBytes } from 'node:crypto';
import {
  type Asset,
  CLEARED_HYGIENE_CLEARANCE,
  type NotificationPreference,
  type ReportBreakdownBody,
  stockStatus,
} from '@plantwise/domain';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { App } from '../app';
import {
  asset_breakdowns,
  assets,
  audit_log,
  inventory_items,
  mail_outbox,
  maintenance_tasks,
  notification_history,
  notification_queue,
  notifications,
  stock_movements,
  user_notification_preferences,
  users,
  work_orders,
} from '../db/schema';
import { fanOutNextBatch, type QueuedNotification, queueNotification } from '../modules/notifications';

import { createUser } from './harness';

export { createUser, sessionCookieOf, signedIn, signIn, type TestUser } from './harness';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Calls the API as the person whose session cookie is given (none: anonymous). */
export function call(app: App, method: Method, url: string, cookie?: string, payload?: unknown) {
  return app.inject({
    method,
    url,
    headers: cookie ? { cookie } : {},
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

/** `call` on the test file's app, for a file that calls the API throughout: `const api = callerOf(t)`. */
export function callerOf(t: { app: App }) {
  return (method: Method, url: string, cookie?: string, payload?: unknown) =>
    call(t.app, method, url, cookie, payload);
}

export function post(app: App, cookie: string | undefined, url: string, payload?: unknown) {
  return call(app, 'POST', url, cookie, payload);
}

// ── Assets ──────────────────────────────────────────────────────────────────

let counter = 0;

/** A valid asset create body with a unique asset ID; override anything. */
export function buildAssetBody(overrides: Record<string, unknown> = {}) {
  counter += 1;
  return {
    asset_id: `T-${counter}-${randomBytes(2).toString('hex')}`,
    asset_name: `Test asset ${counter}`,
    ...overrides,
  };
}

/** Posts an asset create body (buildAssetBody with `overrides`) as `cookie`: the answer, refusals included. */
export function postAsset(app: App, cookie: string, overrides: Record<string, unknown> = {}) {
  return call(app, 'POST', '/api/assets', cookie, buildAssetBody(overrides));
}

/** Creates an asset through the API as `cookie` (a manager or admin) and returns it. */
export async function createAssetVia(app: App, cookie: string, overrides: Record<string, unknown> = {}) {
  const response = await postAsset(app, cookie, overrides);
  if (response.statusCode !== 201) throw new Error(`create failed: ${response.statusCode} ${response.body}`);
  return response.json() as Asset;
}

/** A location made through the API (kind, code, name, parent_id); its id. */
export async function createLocationVia(
  app: App,
  cookie: string,
  body: Record<string, unknown>,
): Promise<string> {
  const response = await call(app, 'POST', '/api/locations', cookie, body);
  if (response.statusCode !== 201)
    throw new Error(`location failed: ${response.statusCode} ${response.body}`);
  return response.json().id as string;
}

/** Limits a person to some sites through the admin's route (docs/decisions/site-access.md). */
export async function limitToSites(app: App, adminCookie: string, userId: string, siteIds: string[]) {
  const response = await call(app, 'PUT', `/api/users/${userId}/sites`, adminCookie, { site_ids: siteIds });
  if (response.statusCode !== 200) throw new Error(`sites failed: ${response.statusCode} ${response.body}`);
}

/** An asset row with a unique code, written straight to the table; override anything. */
export async function createAsset(app: App, overrides: Partial<typeof assets.$inferInsert> = {}) {
  const code = `BD-${randomBytes(3).toString('hex').toUpperCase()}`;
  const [row] = await app.ctx.db
    .insert(assets)
    .values({ asset_id: code, asset_name: `Filler ${code}`, ...overrides })
    .returning();
  return row;
}

/**
 * A factory of records that refer to an asset, written straight to their table: the defaults make a
 * valid row, the test's values override them.
 */
function assetRecordFactory<
  T extends typeof work_orders | typeof asset_breakdowns | typeof maintenance_tasks,
>(table: T, defaults: Partial<T['$inferInsert']>) {
  return async (app: App, assetId: string, values: Partial<T['$inferInsert']> = {}) => {
    const [row] = await app.ctx.db
      .insert(table)
      // Drizzle cannot relate a generic table's insert type to these values; the factory's own
      // parameters are typed by the table, so every call is still checked.
      .values({ ...defaults, asset_id: assetId, ...values } as never)
      .returning();
    return row as T['$inferSelect'];
  };
}

export const createWorkOrder = assetRecordFactory(work_orders, { title: 'Replace seal' });
export const createBreakdown = assetRecordFactory(asset_breakdowns, { title: 'Motor tripped' });
const insertMaintenanceTask = assetRecordFactory(maintenance_tasks, { title: 'Lubricate bearings' });

/** The manager who plans the factory's tasks: one account per app, made at its first task. */
const planners = new WeakMap<App, Promise<string>>();
function plannerOf(app: App): Promise<string> {
  let planner = planners.get(app);
  if (!planner) {
    planner = createUser(app, { role: 'manager' }).then((user) => user.id);
    planners.set(app, planner);
  }
  return planner;
}

/**
 * A maintenance task written straight to its table, planned by a real manager as the product's tasks are (the
 * column's 'system' default is no one to tell, and completing such a task failed at the PM-started notification).
 */
export async function createMaintenanceTask(
  app: App,
  assetId: string,
  values: Partial<typeof maintenance_tasks.$inferInsert> = {},
) {
  return insertMaintenanceTask(app, assetId, { created_by: await plannerOf(app), ...values });
}

/** The smallest complete images of each kind (1 × 1): a real PNG and WebP, a JPEG's structure. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
export const JPEG = Buffer.from([
  ...[0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1, 0, 1, 0, 0],
  ...[0xff, 0xc0, 0, 11, 8, 0, 1, 0, 1, 1, 1, 0x11, 0],
  ...[0xff, 0xda, 0, 8, 1, 1, 0, 0, 0x3f, 0, 0xd2, 0xcf, 0x20, 0xff, 0xd9],
]);
export const WEBP = Buffer.from('UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA==', 'base64');

/** The PNG above with its header claiming another size (a decompression bomb is 564 bytes too). */
export function pngDeclaring(width: number, height: number): Buffer {
  const png = Buffer.from(PNG);
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  return png;
}
export const GIF = Buffer.from('GIF89a\u0001\u0000\u0001\u0000');

// ── Breakdowns ──────────────────────────────────────────────────────────────

/** Reports a breakdown through the API and returns the answer. */
export function report(app: App, cookie: string, body: Partial<ReportBreakdownBody> & { asset_id: string }) {
  return post(app, cookie, '/api/breakdowns', { title: 'Conveyor belt snapped', severity: 'high', ...body });
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

export const VALID_COMPLETION = {
  completion_notes: 'Replaced the drive belt and tensioned it to spec',
  safety_compliance_check: true,
  breakdown_categories: ['mechanical'],
  completed_by: 'Sam Fitter',
  fix_type: 'permanent',
  hygiene_clearance: CLEARED_HYGIENE_CLEARANCE,
};

// ── Notifications ───────────────────────────────────────────────────────────

/** Saves a user's asset_breakdown preference (a committed row): on with e-mail by default. */
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

/** Saves one preference for a user through the API. */
export async function setPreference(
  app: App,
  cookie: string,
  preference: Partial<NotificationPreference> & Pick<NotificationPreference, 'notification_type'>,
) {
  const response = await call(app, 'PUT', '/api/notification-preferences', cookie, {
    preferences: [{ enabled: true, email_enabled: false, frequency: 'immediate', ...preference }],
  });
  if (response.statusCode !== 200) throw new Error(`preference not saved: ${response.body}`);
}

/** A committed queue row, as a module's action would write it in its own transaction. */
export async function queueFor(app: App, userId: string, overrides: Partial<QueuedNotification> = {}) {
  const id = await app.ctx.db.transaction((tx) =>
    queueNotification(tx, userId, {
      notification_type: 'work_order_started',
      title: 'Work Order Started',
      message: 'Replace the conveyor belt is now in progress',
      urgency: 'medium',
      ...overrides,
    }),
  );
  if (!id) throw new Error('not queued: the recipient may not see its asset');
  return id;
}

/**
 * Runs the fan-out job until every committed broadcast has its queue rows, as its loop does after a
 * report (tests do not run the job loops unless they need them).
 */
export async function fanOutBroadcasts(app: App): Promise<void> {
  for (let i = 0; i < 1000; i++) if ((await fanOutNextBatch(app.ctx)) === 0) return;
  throw new Error('the fan-out job did not settle');
}

export async function queueRow(app: App, id: string) {
  const [row] = await app.ctx.db.select().from(notification_queue).where(eq(notification_queue.id, id));
  return row;
}

export async function historyOf(app: App, queueId: string) {
  return app.ctx.db.select().from(notification_history).where(eq(notification_history.queue_id, queueId));
}

/** The audit rows written about one entity ('asset', 'location', 'meter', …). */
export function auditOf(app: App, entityType: string, entityId: string) {
  return app.ctx.db
    .select()
    .from(audit_log)
    .where(and(eq(audit_log.entity_type, entityType), eq(audit_log.entity_id, entityId)));
}

export async function notificationsOf(app: App, userId: string) {
  return app.ctx.db.select().from(notifications).where(eq(notifications.user_id, userId));
}

export async function deactivate(app: App, userId: string) {
  await app.ctx.db.update(users).set({ active: false }).where(eq(users.id, userId));
}

// ── Invitations and mail ────────────────────────────────────────────────────

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
  const response = await post(app, cookie, '/api/invitations', {
    full_name: 'New Person',
    role: 'technician',
    ...body,
  });
  if (response.statusCode !== 201) throw new Error(`invite failed: ${response.statusCode} ${response.body}`);
  return response.json() as {
    invitation: { id: string; email: string; status: string };
    code: string;
    link: string;
    code_link: string;
  };
}

// ── Inventory ───────────────────────────────────────────────────────────────

/** An inventory item with a unique code, its status by the rule, and an opening ledger row for its stock. */
export async function createInventoryItem(
  app: App,
  overrides: Partial<typeof inventory_items.$inferInsert> = {},
) {
  const code = `PRT-${randomBytes(3).toString('hex').toUpperCase()}`;
  const [row] = await app.ctx.db
    .insert(inventory_items)
    .values({
      item_id: code,
      item_name: `Bearing ${code}`,
      status: stockStatus(overrides.quantity_in_stock ?? 0, overrides.min_stock_level ?? 0),
      ...overrides,
    })
    .returning();
  if (row.quantity_in_stock !== 0)
    await app.ctx.db.insert(stock_movements).values({
      inventory_item_id: row.id,
      delta: row.quantity_in_stock,
      quantity_after: row.quantity_in_stock,
      reason: 'Opening balance',
    });
  return row;
}

/** The item's stock and the sum of its ledger, which must always agree. */
export async function stockAndLedger(app: App, id: string) {
  const [item] = await app.ctx.db
    .select({ quantity: inventory_items.quantity_in_stock, status: inventory_items.status })
    .from(inventory_items)
    .where(eq(inventory_items.id, id));
  const [ledger] = await app.ctx.db
    .select({
      sum: sql<string>`coalesce(sum(${stock_movements.delta}), 0)`,
      rows: sql<number>`count(*)::int`,
    })
    .from(stock_movements)
    .where(eq(stock_movements.inventory_item_id, id));
  return { quantity: item.quantity, status: item.status, ledgerSum: Number(ledger.sum), rows: ledger.rows };
}
