import { KPI_TARGETS_SETTING_KEY } from '@plantwise/domain';
import { describe, expect, it } from 'vitest';
import type { ChangeEvent } from '../../../platform/realtime/change-feed';
import { call, signedIn } from '../../../test/factories';
import { useTestApp } from '../../../test/harness';

const t = useTestApp();

const targets = {
  availability_pct: 97,
  mtbf_hours: 600,
  mttr_hours: 3,
  pm_compliance_pct: 95,
  budget_used_pct: 85,
};

describe('KPI targets', () => {
  it('answers the defaults to everyone, lets a manager set them, and refuses the rest', async () => {
    const user = await signedIn(t.app, 'user');
    const first = await call(t.app, 'GET', '/api/settings/kpi-targets', user.cookie);
    expect(first.json()).toEqual({
      availability_pct: 95,
      mtbf_hours: 500,
      mttr_hours: 4,
      pm_compliance_pct: 90,
      budget_used_pct: 90,
    });
    const technician = await signedIn(t.app, 'technician');
    expect(
      (await call(t.app, 'PUT', '/api/settings/kpi-targets', technician.cookie, targets)).statusCode,
    ).toBe(403);
    const manager = await signedIn(t.app, 'manager');
    const bad = await call(t.app, 'PUT', '/api/settings/kpi-targets', manager.cookie, {
      ...targets,
      availability_pct: 120,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.details).toEqual([
      { path: 'availability_pct', message: 'Availability must be between 0 and 100' },
    ]);
    const saved = await call(t.app, 'PUT', '/api/settings/kpi-targets', manager.cookie, targets);
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await call(t.app, 'GET', '/api/settings/kpi-targets', user.cookie)).json()).toEqual(targets);
  });

  it('publishes a change of the settings table, so every instance and screen sees new targets', async () => {
    const user = await signedIn(t.app, 'user');
    const first = await call(t.app, 'GET', '/api/settings/kpi-targets', user.cookie);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\//);

    const heard = new Promise<ChangeEvent>((resolve) => {
      const stop = t.app.ctx.changes.subscribe((event) => {
        if (event.table !== 'settings') return;
        stop();
        resolve(event);
      });
    });
    const manager = await signedIn(t.app, 'manager');
    const saved = await call(t.app, 'PUT', '/api/settings/kpi-targets', manager.cookie, {
      ...targets,
      mttr_hours: 2,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await heard).toMatchObject({ table: 'settings', id: KPI_TARGETS_SETTING_KEY });

    const again = await t.app.inject({
      method: 'GET',
      url: '/api/settings/kpi-targets',
      headers: { cookie: user.cookie, 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(200);
    expect(again.json().mttr_hours).toBe(2);
  });
});
