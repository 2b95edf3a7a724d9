import { beforeAll, describe, expect, it } from 'vitest';
import { call, createAsset, post } from '../../../test/factories';
import { signedIn, useTestApp } from '../../../test/harness';

// 10 March 2026, 10:00 in London (GMT). The calendar shows March: 23 February to 6 April.
const clock = new Date('2026-03-10T10:00:00.000Z');
const FROM = '2026-02-23T00:00:00.000Z';
const TO = '2026-04-05T23:00:00.000Z';
let manager: { cookie: string };
let user: { cookie: string };
const ids: Record<string, string> = {};

const t = useTestApp({ now: () => clock });
beforeAll(async () => {
  manager = await signedIn(t.app, 'manager');
  user = await signedIn(t.app, 'user');
  const asset = await createAsset(t.app, { asset_id: 'CIP-02', asset_name: 'CIP skid 2' });
  const tasks: Record<string, Record<string, unknown>> = {
    weekly: { frequency: 'weekly', next_due_date: '2026-03-02T08:00:00.000Z' },
    overdueDaily: { frequency: 'daily', next_due_date: '2026-01-05T06:00:00.000Z' },
    later: { frequency: 'monthly', next_due_date: '2026-05-01T08:00:00.000Z' },
    oneOffInside: {
      schedule_mode: 'specific',
      specific_year: 2026,
      specific_month: 3,
      specific_date: 20,
      specific_time: '09:00',
    },
    oneOffBefore: {
      schedule_mode: 'specific',
      specific_year: 2026,
      specific_month: 1,
      specific_date: 20,
      specific_time: '09:00',
    },
    inactive: { frequency: 'weekly', next_due_date: '2026-03-03T08:00:00.000Z', is_active: false },
  };
  for (const [name, body] of Object.entries(tasks)) {
    const response = await post(t.app, manager.cookie, '/api/maintenance-tasks', {
      title: `Calendar ${name}`,
      asset_id: asset.id,
      ...body,
    });
    expect(response.statusCode, response.body).toBe(201);
    ids[name] = response.json().id;
  }
});

const tasksUrl = (query: string) => `/api/calendar/tasks?${query}`;

describe('GET /api/calendar/tasks: the tasks a calendar range projects', () => {
  it('answers the active tasks that can fall in the range, soonest due first, with their asset', async () => {
    const response = await call(t.app, 'GET', tasksUrl(`from=${FROM}&to=${TO}`), user.cookie);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    // The overdue daily task recurs into the range; the one-off dated before it and the inactive task do not.
    expect(body.data.map((task: { id: string }) => task.id)).toEqual([
      ids.overdueDaily,
      ids.weekly,
      ids.oneOffInside,
    ]);
    expect(body.total).toBe(3);
    expect(body.data[1]).toEqual({
      id: ids.weekly,
      title: 'Calendar weekly',
      asset: { id: expect.any(String), asset_id: 'CIP-02', asset_name: 'CIP skid 2' },
      frequency: 'weekly',
      custom_frequency_days: null,
      schedule_mode: 'frequency',
      specific_year: null,
      specific_month: null,
      specific_date: null,
      specific_time: null,
      next_due_date: '2026-03-02T08:00:00.000Z',
      is_active: true,
      estimated_duration: 1,
      trigger: 'calendar',
      due_forecast: false,
    });
  });

  it('pages with limit and offset and counts the whole range in total', async () => {
    const page = (
      await call(t.app, 'GET', tasksUrl(`from=${FROM}&to=${TO}&limit=1&offset=1`), user.cookie)
    ).json();
    expect(page).toEqual({ data: [expect.objectContaining({ id: ids.weekly })], total: 3 });
  });

  it('includes a monthly task only once the range reaches its next due date', async () => {
    const may = (
      await call(t.app, 'GET', tasksUrl('from=2026-04-27T00:00:00Z&to=2026-06-08T00:00:00Z'), user.cookie)
    ).json();
    expect(may.data.map((task: { id: string }) => task.id)).toContain(ids.later);
    expect(may.data.map((task: { id: string }) => task.id)).not.toContain(ids.oneOffInside);
  });

  it.each([
    ['to before from', `from=${TO}&to=${FROM}`, 'to'],
    ['a range over 400 days', 'from=2026-01-01T00:00:00Z&to=2027-03-01T00:00:00Z', 'to'],
    ['no end', `from=${FROM}`, 'to'],
    ['a date that is not one', `from=yesterday&to=${TO}`, 'from'],
    ['a page over 500', `from=${FROM}&to=${TO}&limit=501`, 'limit'],
  ])('refuses %s with 400 naming the field', async (_name, query, field) => {
    const response = await call(t.app, 'GET', tasksUrl(query), user.cookie);
    expect(response.statusCode).toBe(400);
    const paths = response.json().error.details.map((d: { path: string }) => d.path);
    expect(paths).toContain(field);
  });

  it('refuses someone who is not signed in', async () => {
    const response = await call(t.app, 'GET', tasksUrl(`from=${FROM}&to=${TO}`));
    expect(response.statusCode).toBe(401);
  });
});

describe('GET /api/calendar', () => {
  it('names each event’s asset by code and name', async () => {
    const response = await call(t.app, 'GET', `/api/calendar?from=${FROM}&to=${TO}`, user.cookie);
    expect(response.statusCode, response.body).toBe(200);
    const weekly = response.json().data.find((e: { task_id: string }) => e.task_id === ids.weekly);
    expect(weekly).toMatchObject({
      title: 'Calendar weekly',
      date: '2026-03-02T08:00:00.000Z',
      asset: { asset_id: 'CIP-02', asset_name: 'CIP skid 2' },
    });
  });

  it('refuses a range whose end is not after its start', async () => {
    const response = await call(t.app, 'GET', `/api/calendar?from=${TO}&to=${FROM}`, user.cookie);
    expect(response.statusCode).toBe(400);
  });
});
