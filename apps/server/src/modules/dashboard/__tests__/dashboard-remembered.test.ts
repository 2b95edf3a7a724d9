import { VIEW_READS } from '@plantwise/domain';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, createAsset, createBreakdown, createWorkOrder, signedIn } from '../../../test/factories';
import { useTestApp } from '../../../test/harness';
import { DASHBOARD_PARTS } from '../get-dashboard';

// The plant's figures are remembered in parts; only "my work" is read for each request (get-dashboard.ts).
const clock = { now: new Date('2026-11-25T10:00:00Z') };
let statements: string[] = [];
const t = useTestApp({ now: () => clock.now, onQuery: (text) => statements.push(text) });

/** Statements that read a table of the dashboard (not the session's lookups). */
const dashboardReads = () =>
  statements.filter((text) =>
    /"?(work_orders|asset_breakdowns|assets|maintenance_tasks|maintenance_completions|inventory_items|records|settings)"?\b/.test(
      text,
    ),
  );
const personsWork = (text: string) => /assigned_to" = |assigned_to = /.test(text);
const readsOperationalAssets = (text: string) => /as operational_assets/.test(text);
const readsOpenWork = (text: string) => /as open_work_orders/.test(text);
const readsWeeks = (text: string) => /with ordinality as w/.test(text);

const wallMinute = () => Math.floor(Date.now() / 60_000);

/**
 * Runs `check` again when the wall clock's minute turned while it ran: remembered answers also end when the
 * minute turns, and a test that expects nothing to be read again would then see everything read.
 */
async function withinOneMinute(check: () => Promise<void>) {
  for (let attempt = 0; ; attempt++) {
    const minute = wallMinute();
    try {
      await check();
      return;
    } catch (error) {
      if (attempt > 0 || wallMinute() === minute) throw error;
    }
  }
}

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  for (let i = 0; i < 100; i++) {
    const value = await read();
    if (done(value)) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('timed out');
}

describe('GET /api/dashboard remembers the plant, reads the person', () => {
  let manager: Awaited<ReturnType<typeof signedIn>>;
  let tech: Awaited<ReturnType<typeof signedIn>>;
  let filler: string;

  const dashboard = async (cookie: string) => {
    statements = [];
    const response = await call(t.app, 'GET', '/api/dashboard', cookie);
    expect(response.statusCode).toBe(200);
    return response.json();
  };
  const noCache = async (cookie: string) => {
    statements = [];
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/dashboard',
      headers: { cookie, 'cache-control': 'no-cache' },
    });
    expect(response.statusCode).toBe(200);
    return response.json();
  };

  beforeAll(async () => {
    manager = await signedIn(t.app, 'manager');
    tech = await signedIn(t.app, 'technician');
    filler = (await createAsset(t.app, { asset_id: 'FIL-1', asset_name: 'Filler' })).id;
    await createWorkOrder(t.app, filler, {
      title: 'Replace seal',
      status: 'pending',
      assigned_to: tech.user.id,
      date_scheduled: new Date('2026-11-26T09:00:00Z').toISOString(),
    });
    await createWorkOrder(t.app, filler, {
      title: 'Check guard',
      status: 'pending',
      assigned_to: manager.user.id,
      date_scheduled: new Date('2026-11-27T09:00:00Z').toISOString(),
    });
    await createBreakdown(t.app, filler, {
      severity: 'critical',
      status: 'reported',
      breakdown_start_time: new Date('2026-11-25T06:00:00Z').toISOString(),
    });
  });

  it("answers another person's request, no-cache too, by reading only that person's work", async () => {
    await withinOneMinute(async () => {
      const first = await dashboard(manager.cookie);
      expect(first.my_work.map((w: { title: string }) => w.title)).toEqual(['Check guard']);

      const second = await noCache(tech.cookie);
      expect(second.my_work.map((w: { title: string }) => w.title)).toEqual(['Replace seal']);
      const reads = dashboardReads();
      expect(reads.length).toBeGreaterThan(0);
      expect(reads.filter((text) => !personsWork(text))).toEqual([]);
      // The plant's figures are the first request's.
      const { my_work: _a, ...plantFirst } = first;
      const { my_work: _b, ...plantSecond } = second;
      expect(plantSecond).toEqual(plantFirst);
    });
  });

  it("reads again, once a work order's change arrives, the work but not the breakdowns", async () => {
    await withinOneMinute(async () => {
      const before = await dashboard(manager.cookie);
      // Written as another instance would: the change reaches this one through the database's notification.
      await t.app.ctx.db.execute(
        sql`insert into work_orders (title, asset_id, status, priority, maintenance_type, estimated_duration)
            values ('Written elsewhere', ${filler}, 'pending', 'low', 'corrective', 1)`,
      );
      let reads: string[] = [];
      const after = await until(
        async () => {
          const answer = await dashboard(manager.cookie);
          reads = dashboardReads();
          return answer;
        },
        (answer) => answer.counters.open_work_orders === before.counters.open_work_orders + 1,
      );
      expect(reads.some(readsOpenWork)).toBe(true);
      expect(reads.some(readsOperationalAssets)).toBe(false);
      expect(reads.some(readsWeeks)).toBe(false);
      expect(after.counters.critical_breakdowns).toBe(before.counters.critical_breakdowns);
    });
  });

  it("reads the breakdowns again after a breakdown's change, and the clock's figures when the minute turns", async () => {
    const before = await dashboard(manager.cookie);
    await createBreakdown(t.app, filler, {
      severity: 'critical',
      status: 'assigned',
      breakdown_start_time: new Date('2026-11-25T07:00:00Z').toISOString(),
    });
    const after = await until(
      () => dashboard(manager.cookie),
      (answer) => answer.counters.critical_breakdowns === before.counters.critical_breakdowns + 1,
    );
    expect(after.tiles.active_breakdowns).toBe(before.tiles.active_breakdowns + 1);

    clock.now = new Date(clock.now.getTime() + 60_000);
    const later = await dashboard(manager.cookie);
    const reads = dashboardReads();
    expect(reads.some(readsOpenWork)).toBe(true);
    expect(reads.some(readsWeeks)).toBe(true);
    expect(later.generated_at).toBe(clock.now.toISOString());
  });

  it('declares every part among the tables the dashboard says it reads (ETags, refetches)', () => {
    for (const part of Object.values(DASHBOARD_PARTS))
      for (const table of part.reads) expect(VIEW_READS.dashboard).toContain(table);
  });
});
