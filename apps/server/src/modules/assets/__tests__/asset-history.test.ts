import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { audit_log } from '../../../db/schema';
import {
  call,
  createAsset,
  createAssetVia,
  createBreakdown,
  createMaintenanceTask,
  createWorkOrder,
} from '../../../test/factories';
import { signedInCookies, useTestApp } from '../../../test/harness';

const NOW = new Date('2026-03-31T00:00:00.000Z');
let manager: string;
let user: string;
const t = useTestApp({ now: () => NOW });
beforeAll(async () => {
  ({ manager, user } = await signedInCookies(t.app, 'manager', 'user'));
});

describe('GET /api/assets/:id/history', () => {
  it("lists the asset's work orders, breakdowns and maintenance tasks, newest first", async () => {
    const asset = await createAssetVia(t.app, manager);
    const other = await createAssetVia(t.app, manager);
    const guard = await createWorkOrder(t.app, asset.id, {
      title: 'Fit guard',
      date_created: '2026-03-01T09:00:00.000Z',
      cost: 150,
      priority: 'high',
    });
    await createBreakdown(t.app, asset.id, {
      title: 'Belt snapped',
      severity: 'critical',
      breakdown_start_time: '2026-03-20T06:00:00.000Z',
      breakdown_end_time: '2026-03-20T10:00:00.000Z',
      downtime_hours: 4,
      status: 'resolved',
    });
    await createMaintenanceTask(t.app, asset.id, {
      title: 'Monthly PM',
      created_at: '2026-02-01T00:00:00.000Z',
      last_completed_date: '2026-03-10T08:00:00.000Z',
    });
    await createWorkOrder(t.app, other.id, { title: 'Not this asset' });

    const response = await call(t.app, 'GET', `/api/assets/${asset.id}/history`, user);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      total: 3,
      data: [
        expect.objectContaining({
          type: 'breakdown',
          title: 'Belt snapped',
          status: 'resolved',
          date: '2026-03-20T06:00:00.000Z',
          priority: 'critical',
          downtime_hours: 4,
        }),
        expect.objectContaining({
          type: 'maintenance_task',
          title: 'Monthly PM',
          status: 'active',
          date: '2026-03-10T08:00:00.000Z',
        }),
        expect.objectContaining({
          type: 'work_order',
          title: `${guard.number} Fit guard`,
          status: 'pending',
          date: '2026-03-01T09:00:00.000Z',
          priority: 'high',
          cost: 150,
        }),
      ],
    });
    const page = (await call(t.app, 'GET', `/api/assets/${asset.id}/history?limit=1&offset=1`, user)).json();
    expect(page).toMatchObject({ total: 3, data: [{ title: 'Monthly PM' }] });
  });

  it('is empty for an asset without records, 404 for an unknown asset and 401 for strangers', async () => {
    const asset = await createAssetVia(t.app, manager);
    expect((await call(t.app, 'GET', `/api/assets/${asset.id}/history`, user)).json()).toEqual({
      data: [],
      total: 0,
    });
    expect(
      (await call(t.app, 'GET', '/api/assets/00000000-0000-4000-8000-000000000000/history', user)).statusCode,
    ).toBe(404);
    expect((await call(t.app, 'GET', `/api/assets/${asset.id}/history`)).statusCode).toBe(401);
  });
});

describe('GET /api/assets/:id/performance', () => {
  it('shows the spec §9 analytics of the asset (180 days), its maintenance dates and the simple 30-day figures', async () => {
    const asset = await createAssetVia(t.app, manager);
    await createBreakdown(t.app, asset.id, {
      breakdown_start_time: '2026-03-20T00:00:00.000Z',
      breakdown_end_time: '2026-03-23T00:00:00.000Z',
      downtime_hours: 72,
      status: 'resolved',
    });
    await createWorkOrder(t.app, asset.id, {
      status: 'completed',
      cost: 300,
      date_created: '2026-03-20T00:00:00.000Z',
      date_completed: '2026-03-25T00:00:00.000Z',
    });
    await createMaintenanceTask(t.app, asset.id, { next_due_date: '2026-04-05T00:00:00.000Z' });
    const response = await call(t.app, 'GET', `/api/assets/${asset.id}/performance`, user);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.metrics).toMatchObject({
      id: asset.id,
      window_days: 180,
      window_hours: 4320,
      // (4320 − 72) / 4320 = 98.3 % → 98; no critical breakdown, so no MTBF; MTTR the one repair.
      availability: 98,
      mtbf_hours: null,
      mttr_hours: 72,
      health_score: 100,
      condition_grade: 'A',
      risk_level: 'low',
      total_maintenance_cost: 300,
      monthly_maintenance_cost: 50,
      utilization_rate: 93,
      data_quality_score: 80,
    });
    expect(body.last_maintenance_date).toBe('2026-03-25T00:00:00.000Z');
    expect(body.next_due_date).toBe('2026-04-05T00:00:00.000Z');
    // Spec §9 "Simple performance figures": 100 − 72/720 = 90; efficiency 100 − 5 per breakdown.
    expect(body.simple).toEqual({
      window_hours: 720,
      uptime: 90,
      efficiency: 95,
      breakdowns_in_window: 1,
      downtime_hours_in_window: 72,
    });
    // The asset page and the analytics screen never disagree.
    const analytics = await call(t.app, 'GET', `/api/analytics/assets/${asset.id}`, user);
    expect(body.metrics).toEqual(analytics.json());
  });

  it('dates the inspected condition: its registration, then its last change, never a recomputation', async () => {
    const unrated = await createAsset(t.app, { created_at: '2026-01-10T09:00:00.000Z' });
    const performance = async (id: string) =>
      (await call(t.app, 'GET', `/api/assets/${id}/performance`, user)).json();
    expect((await performance(unrated.id)).condition_recorded_at).toBeNull();

    const rated = await createAsset(t.app, {
      created_at: '2026-01-10T09:00:00.000Z',
      condition_grade: 'D',
      condition_score: 61,
    });
    expect((await performance(rated.id)).condition_recorded_at).toBe('2026-01-10T09:00:00.000Z');
    const changed = await call(t.app, 'PATCH', `/api/assets/${rated.id}`, manager, { condition_score: 70 });
    expect(changed.statusCode, changed.body).toBe(200);
    const [audit] = await t.app.ctx.db
      .select()
      .from(audit_log)
      .where(and(eq(audit_log.entity_id, rated.id), eq(audit_log.action, 'asset.updated')));
    expect((await performance(rated.id)).condition_recorded_at).toBe(audit.occurred_at);
    // Another field's change is not an inspection.
    await call(t.app, 'PATCH', `/api/assets/${rated.id}`, manager, { location: 'Bay 7' });
    expect((await performance(rated.id)).condition_recorded_at).toBe(audit.occurred_at);
  });

  it('answers 404 for an unknown asset', async () => {
    expect(
      (await call(t.app, 'GET', '/api/assets/00000000-0000-4000-8000-000000000000/performance', user))
        .statusCode,
    ).toBe(404);
  });
});
