import { CLEARED_HYGIENE_CLEARANCE, MAINTENANCE_ERRORS } from '@plantwise/domain';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { maintenance_completions, records } from '../../../db/schema';
import { call, createAsset, post } from '../../../test/factories';
import { signedIn, useTestApp } from '../../../test/harness';

const clock = new Date('2026-01-31T10:00:00.000Z');
let manager: Awaited<ReturnType<typeof signedIn>>;
let tech: Awaited<ReturnType<typeof signedIn>>;
let colleague: Awaited<ReturnType<typeof signedIn>>;
const t = useTestApp({ now: () => clock });
beforeAll(async () => {
  manager = await signedIn(t.app, 'manager');
  tech = await signedIn(t.app, 'technician');
  colleague = await signedIn(t.app, 'technician');
});

async function task(body: Record<string, unknown> = {}) {
  const asset = await createAsset(t.app);
  const response = await post(t.app, manager.cookie, '/api/maintenance-tasks', {
    title: 'Inspect conveyor belt',
    asset_id: asset.id,
    next_due_date: '2026-01-31T09:00:00.000Z',
    ...body,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: string; next_due_date: string };
}

const complete = (cookie: string, id: string, body: Record<string, unknown> = {}) =>
  post(t.app, cookie, `/api/maintenance-tasks/${id}/complete`, {
    hygiene_clearance: CLEARED_HYGIENE_CLEARANCE,
    ...body,
  });

describe('who may complete a maintenance task', () => {
  it("refuses a technician completing a colleague's task (403 not_assignee), as work orders do", async () => {
    const theirs = await task({ assigned_to: colleague.user.id });
    const refused = await complete(tech.cookie, theirs.id);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toMatchObject({
      code: 'not_assignee',
      message: MAINTENANCE_ERRORS.notYours,
    });
    const none = await t.app.ctx.db
      .select()
      .from(maintenance_completions)
      .where(eq(maintenance_completions.task_id, theirs.id));
    expect(none).toEqual([]);

    expect((await complete(colleague.cookie, theirs.id)).statusCode).toBe(200);
    expect((await complete(tech.cookie, (await task()).id)).statusCode).toBe(200);
    const another = await task({ assigned_to: colleague.user.id });
    expect((await complete(manager.cookie, another.id)).statusCode).toBe(200);
  });
});

describe('one completion per occurrence', () => {
  it('refuses a second completion of the occurrence the sender saw (409), once it has been completed', async () => {
    const monthly = await task();
    const first = await complete(tech.cookie, monthly.id, { next_due_date: monthly.next_due_date });
    expect(first.statusCode).toBe(200);
    const again = await complete(tech.cookie, monthly.id, { next_due_date: monthly.next_due_date });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toEqual({
      code: 'occurrence_completed',
      message: MAINTENANCE_ERRORS.occurrenceCompleted,
    });
    // The next occurrence, as the task now shows it, can be completed.
    const shown = (await call(t.app, 'GET', `/api/maintenance-tasks/${monthly.id}`, tech.cookie)).json();
    expect(shown.next_due_date).toBe('2026-02-28T10:00:00.000Z');
    expect((await complete(tech.cookie, monthly.id, { next_due_date: shown.next_due_date })).statusCode).toBe(
      200,
    );
  });

  it('completes an occurrence once when 50 completions of it arrive at once: one record, the due date moved once', async () => {
    const monthly = await task();
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        complete(tech.cookie, monthly.id, { next_due_date: monthly.next_due_date }),
      ),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.statusCode === 409)).toHaveLength(49);
    const completions = await t.app.ctx.db
      .select()
      .from(maintenance_completions)
      .where(eq(maintenance_completions.task_id, monthly.id));
    expect(completions).toHaveLength(1);
    const written = await t.app.ctx.db.select().from(records).where(eq(records.source_id, completions[0].id));
    expect(written).toHaveLength(1);
    const shown = (await call(t.app, 'GET', `/api/maintenance-tasks/${monthly.id}`, tech.cookie)).json();
    expect(shown.next_due_date).toBe('2026-02-28T10:00:00.000Z');
  });
});
