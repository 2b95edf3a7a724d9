import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, signedIn } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const targets = {
  availability_pct: 97,
  mtbf_hours: 600,
  mttr_hours: 3,
  pm_compliance_pct: 95,
  budget_used_pct: 85,
};

describe('KPI targets (issue 15)', () => {
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
});
