import { PUBLIC_REPORT_LIMITS, PUBLIC_REPORT_MESSAGES } from '@plantwise/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { meter_readings } from '../../../db/schema';
import { auditOf as auditOfEntity, call, createAsset } from '../../../test/factories';
import { useClockedTestApp, useSignedIn } from '../../../test/harness';

const START = new Date('2026-03-02T10:00:00.000Z');
const { t, clock } = useClockedTestApp(START);
const manager = useSignedIn(t, 'manager');
const technician = useSignedIn(t, 'technician');

let ipCounter = 0;
const freshIp = () => `10.9.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

async function labelWithMeters() {
  const asset = await createAsset(t.app, { location: 'Hall B' });
  const token = (await call(t.app, 'POST', `/api/assets/${asset.id}/report-token`, manager.cookie)).json()
    .token;
  const meter = async (name: string, readable: boolean, kind = 'cumulative') => {
    const response = await call(t.app, 'POST', `/api/assets/${asset.id}/meters`, manager.cookie, {
      name,
      unit: 'h',
      kind,
      readable_by_anyone: readable,
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as { id: string };
  };
  return {
    asset,
    token: token as string,
    readable: await meter('Run hours', true),
    closed: await meter('Oil temp', false, 'gauge'),
  };
}

const read = (token: string, meterId: string, body: Record<string, unknown>, ip = freshIp()) =>
  t.app.inject({
    method: 'POST',
    url: `/api/public/report/${token}/meters/${meterId}/readings`,
    remoteAddress: ip,
    payload: body,
  });

describe('readings from the public label page', () => {
  it('lists only the meters marked readable by anyone, with the last value and no name', async () => {
    const { token, readable } = await labelWithMeters();
    await call(t.app, 'POST', `/api/meters/${readable.id}/readings`, technician.cookie, { value: 100 });
    const page = (await t.app.inject({ url: `/api/public/report/${token}` })).json();
    expect(page.meters).toEqual([
      {
        id: readable.id,
        name: 'Run hours',
        unit: 'h',
        kind: 'cumulative',
        last_reading: { value: 100, taken_at: START.toISOString() },
      },
    ]);
    expect(JSON.stringify(page)).not.toContain('Oil temp');
  });

  it('records a reading without an account, keeps the name given, and audits it with the address', async () => {
    const { token, readable } = await labelWithMeters();
    const response = await read(
      token,
      readable.id,
      { value: 42.5, field_reporter_name: 'Sam' },
      '198.51.100.9',
    );
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toEqual({ meter_id: readable.id, value: 42.5, taken_at: START.toISOString() });
    const [row] = await t.app.ctx.db
      .select()
      .from(meter_readings)
      .where(eq(meter_readings.meter_id, readable.id));
    expect(row).toMatchObject({ value: 42.5, recorded_by: null, reported_by_name: 'Sam' });
    const audit = await auditOfEntity(t.app, 'meter', readable.id);
    const entry = audit.find((a) => a.action === 'meter.reading_recorded_from_label');
    expect(entry).toBeDefined();
    expect(entry?.actor_id).toBeNull();
    expect(entry?.after).toMatchObject({ value: 42.5, ip: '198.51.100.9' });
    clock.now = new Date(clock.now.getTime() + 60_000);
    // The name is optional, as it is kept for the team, not required to read a meter.
    expect((await read(token, readable.id, { value: 43 })).statusCode).toBe(201);
    // In the app the reading says who gave it.
    const listed = (
      await call(t.app, 'GET', `/api/meters/${readable.id}/readings`, technician.cookie)
    ).json();
    expect(listed.data.map((r: { reported_by_name: string | null }) => r.reported_by_name)).toEqual([
      'Sam',
      null,
    ]);
  });

  it('answers a meter not marked readable, or of another asset, as not found', async () => {
    const { token, closed } = await labelWithMeters();
    const other = await labelWithMeters();
    for (const meterId of [closed.id, other.readable.id]) {
      const refused = await read(token, meterId, { value: 1 });
      expect(refused.statusCode).toBe(404);
      expect(refused.json().error.code).toBe('meter_not_found');
    }
    expect(
      await t.app.ctx.db.select().from(meter_readings).where(eq(meter_readings.meter_id, closed.id)),
    ).toHaveLength(0);
  });

  it('applies the same rules as a reading in the app: lower than the last is refused unless a reset', async () => {
    const { token, readable } = await labelWithMeters();
    expect((await read(token, readable.id, { value: 500 })).statusCode).toBe(201);
    const lower = await read(token, readable.id, { value: 20 });
    expect(lower.statusCode).toBe(422);
    expect(lower.json().error.details).toEqual([{ path: 'value', message: expect.stringContaining('500') }]);
    expect((await read(token, readable.id, { value: 20, reset: true })).statusCode).toBe(201);
    expect((await read(token, readable.id, { value: 'abc' })).statusCode).toBe(400);
  });

  it('is limited like fault reports: 5 readings of a meter in 10 minutes, then a plain-words 429', async () => {
    const { token, readable } = await labelWithMeters();
    for (let i = 0; i < PUBLIC_REPORT_LIMITS.perTokenMax; i += 1) {
      expect((await read(token, readable.id, { value: 10 + i })).statusCode).toBe(201);
    }
    const refused = await read(token, readable.id, { value: 99 });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.message).toBe(
      PUBLIC_REPORT_MESSAGES.perToken(PUBLIC_REPORT_LIMITS.perTokenWindowS),
    );
    clock.now = new Date(clock.now.getTime() + PUBLIC_REPORT_LIMITS.perTokenWindowS * 1000 + 1000);
    expect((await read(token, readable.id, { value: 99 })).statusCode).toBe(201);
  });
});
