/**
 * Tool control (BRCGS 4.9, docs/decisions/tool-control.md): a completion lists the tools taken out and back;
 * a count that does not match refuses the completion and changes nothing, unless a missing-tool incident is
 * written, which goes into the record and tells quality at once.
 */
import { CLEARED_HYGIENE_CLEARANCE } from '@plantwise/domain';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { maintenance_completions, notification_queue, records, work_orders } from '../../../db/schema';
import {
  auditOf,
  call,
  createAsset,
  fanOutBroadcasts,
  post,
  reported,
  VALID_COMPLETION,
} from '../../../test/factories';
import { type SignedIn, signedIn, useTestApp } from '../../../test/harness';
import { pdfText } from '../../../test/pdf-text';

const t = useTestApp();
let manager: SignedIn;
let tech: SignedIn;
let quality: SignedIn;
const spanner = { name: 'Spanner 13 mm', out: 1, in: 1 };
const ties = { name: 'Cable ties', out: 3, in: 2 };

async function startedWorkOrder(title: string) {
  const asset = await createAsset(t.app, { asset_name: 'Slicer S2' });
  const created = await post(t.app, manager.cookie, '/api/work-orders', {
    title,
    asset_id: asset.id,
    assigned_to: tech.user.id,
  });
  expect(created.statusCode, created.body).toBe(201);
  const id = created.json().id as string;
  expect((await post(t.app, tech.cookie, `/api/work-orders/${id}/start`)).statusCode).toBe(200);
  return id;
}

const complete = (id: string, extra: Record<string, unknown>) =>
  post(t.app, tech.cookie, `/api/work-orders/${id}/complete`, {
    completion_notes: 'Blade guard refitted',
    completed_by: 'Sam Fitter',
    actual_duration: 1,
    hygiene_clearance: CLEARED_HYGIENE_CLEARANCE,
    ...extra,
  });

const missingToolNotices = (userId: string) =>
  t.app.ctx.db
    .select()
    .from(notification_queue)
    .where(
      and(eq(notification_queue.user_id, userId), eq(notification_queue.notification_type, 'missing_tool')),
    );

beforeAll(async () => {
  manager = await signedIn(t.app, 'manager');
  tech = await signedIn(t.app, 'technician');
  quality = await signedIn(t.app, 'quality');
});

describe('a work order completion with a tool count', () => {
  it('keeps the count in the work order and its record when every tool is back', async () => {
    const id = await startedWorkOrder('Refit blade guard');
    const done = await complete(id, { tools: [spanner] });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({ tool_counts: [spanner], missing_tool_incident: null });
    const [record] = await t.app.ctx.db.select().from(records).where(eq(records.source_id, id));
    expect(record?.snapshot).toMatchObject({ tool_counts: [spanner], missing_tool_incident: null });
  });

  it('refuses a count that does not match and changes nothing', async () => {
    const id = await startedWorkOrder('Refit blade guard');
    const refused = await complete(id, { tools: [spanner, ties] });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({
      error: {
        code: 'tool_count_mismatch',
        message:
          'Tool count does not match: 1 × Cable ties not back. Find it, or write a missing-tool incident.',
      },
    });
    const [order] = await t.app.ctx.db.select().from(work_orders).where(eq(work_orders.id, id));
    expect(order?.status).toBe('in-progress');
    expect(order?.tool_counts).toEqual([]);
    const more = await complete(id, { tools: [{ name: 'Torch', out: 1, in: 2 }] });
    expect(more.json().error.message).toBe('Torch: 2 came back but 1 went out. Check the count.');
  });

  it('completes with a missing-tool incident, prints it on the record and tells quality at once', async () => {
    const id = await startedWorkOrder('Replace slicer belt');
    const incident =
      'One cable tie not found; last used at the belt guard, product on the line held for checks';
    const done = await complete(id, {
      tools: [spanner, ties],
      missing_tool_incident: { description: incident },
    });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().missing_tool_incident).toBe(incident);
    expect((await auditOf(t.app, 'work_order', id)).map((entry) => entry.action)).toContain(
      'tool_control.missing_tool_incident',
    );

    await fanOutBroadcasts(t.app);
    const [notice] = await missingToolNotices(quality.user.id);
    expect(notice?.title).toBe('Tool missing after work');
    expect(notice?.message).toContain('1 × Cable ties not back after "WO-');
    expect(notice?.message).toContain(incident);
    expect(await missingToolNotices(tech.user.id)).toEqual([]);

    const [record] = await t.app.ctx.db.select().from(records).where(eq(records.source_id, id));
    const pdf = await call(t.app, 'GET', `/api/records/${record?.id}/certificate.pdf`, manager.cookie);
    const { text } = await pdfText(pdf.rawPayload);
    expect(text).toContain('Tool count (BRCGS 4.9)');
    expect(text).toContain('Cable ties');
    expect(text.replace(/\s+/g, ' ')).toContain('Missing-tool incident: One cable tie not found');
  });

  it('refuses an incident when every tool is back, and a tool taken zero times', async () => {
    const id = await startedWorkOrder('Refit blade guard');
    const extra = await complete(id, {
      tools: [spanner],
      missing_tool_incident: { description: 'Nothing is actually missing here' },
    });
    expect(extra.statusCode).toBe(422);
    const zero = await complete(id, { tools: [{ name: 'Torch', out: 0, in: 0 }] });
    expect(zero.statusCode).toBe(400);
  });
});

describe('a breakdown repair with a tool count', () => {
  it('refuses a short count and completes with an incident', async () => {
    const asset = await createAsset(t.app, { asset_name: 'Depositor D1' });
    const breakdown = await reported(t.app, tech.cookie, { asset_id: asset.id, title: 'Nozzle blocked' });
    await post(t.app, tech.cookie, `/api/breakdowns/${breakdown.id}/stop`);
    const url = `/api/breakdowns/${breakdown.id}/complete`;
    const refused = await post(t.app, tech.cookie, url, { ...VALID_COMPLETION, tools: [ties] });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error.code).toBe('tool_count_mismatch');
    const done = await post(t.app, tech.cookie, url, {
      ...VALID_COMPLETION,
      tools: [ties],
      missing_tool_incident: { description: 'A cable tie is missing near the depositor hopper' },
    });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({ tool_counts: [ties] });
    await fanOutBroadcasts(t.app);
    const notices = await missingToolNotices(quality.user.id);
    expect(notices.some((n) => n.message.includes('"Nozzle blocked" on '))).toBe(true);
  });
});

describe('a PM task completion with a tool count', () => {
  it('refuses a short count and changes nothing, then completes with an incident that quality hears of', async () => {
    const asset = await createAsset(t.app, { asset_name: 'Mixer M3' });
    const created = await post(t.app, manager.cookie, '/api/maintenance-tasks', {
      title: 'Grease mixer bowl bearings',
      asset_id: asset.id,
      next_due_date: '2026-01-31T09:00:00.000Z',
    });
    expect(created.statusCode, created.body).toBe(201);
    const task = created.json() as { id: string };
    const url = `/api/maintenance-tasks/${task.id}/complete`;
    const body = { hygiene_clearance: CLEARED_HYGIENE_CLEARANCE, tools: [spanner, ties] };
    const refused = await post(t.app, tech.cookie, url, body);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error.code).toBe('tool_count_mismatch');
    const none = await t.app.ctx.db
      .select()
      .from(maintenance_completions)
      .where(eq(maintenance_completions.task_id, task.id));
    expect(none).toEqual([]);

    const incident = 'One cable tie not found near the bowl; batch in the mixer held for checks';
    const done = await post(t.app, tech.cookie, url, {
      ...body,
      missing_tool_incident: { description: incident },
    });
    expect(done.statusCode, done.body).toBe(200);
    const [completion] = await t.app.ctx.db
      .select()
      .from(maintenance_completions)
      .where(eq(maintenance_completions.task_id, task.id));
    expect(completion).toMatchObject({ tool_counts: [spanner, ties], missing_tool_incident: incident });
    const [record] = await t.app.ctx.db
      .select()
      .from(records)
      .where(eq(records.source_id, completion?.id ?? ''));
    expect(record?.snapshot).toMatchObject({ tool_counts: [spanner, ties], missing_tool_incident: incident });
    expect((await auditOf(t.app, 'maintenance_task', task.id)).map((entry) => entry.action)).toContain(
      'tool_control.missing_tool_incident',
    );
    await fanOutBroadcasts(t.app);
    const notices = await missingToolNotices(quality.user.id);
    const notice = notices.find((n) => n.message.includes('"Grease mixer bowl bearings"'));
    expect(notice?.message).toContain('1 × Cable ties not back');
    expect(notice?.metadata).toMatchObject({ maintenance_task_id: task.id, asset_id: asset.id });
  });
});
