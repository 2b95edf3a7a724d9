import type { Tx } from '../../db/client';
import { meter_readings, meters } from '../../db/schema';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** Deterministic wobble, so every demo plant's readings look the same. */
const wobble = (i: number) => Math.sin(i * 12.9898) * 0.5 + Math.sin(i * 4.1414) * 0.5;

/**
 * A few meters with six weeks of readings (docs/decisions/meters.md): the mixer's run hours read at each
 * shift change (about 14 h a day, readable by anyone on the line), the compressor's run hours read daily
 * with a meter replaced (a reset) three weeks ago, and the oven's chamber temperature as a gauge.
 */
export async function seedMeters(
  tx: Tx,
  assetIdOf: (code: string) => string | undefined,
  now: Date,
  recordedBy: string | null,
) {
  const plan = [
    { code: 'MIX-001', name: 'Run hours', unit: 'h', kind: 'cumulative' as const, readable: true },
    { code: 'CMP-001', name: 'Run hours', unit: 'h', kind: 'cumulative' as const, readable: false },
    { code: 'OVN-001', name: 'Chamber temperature', unit: '°C', kind: 'gauge' as const, readable: true },
  ];
  const stamp = now.toISOString();
  for (const meter of plan) {
    const assetId = assetIdOf(meter.code);
    if (!assetId) continue;
    const [row] = await tx
      .insert(meters)
      .values({
        asset_id: assetId,
        name: meter.name,
        unit: meter.unit,
        kind: meter.kind,
        readable_by_anyone: meter.readable,
        created_at: new Date(now.getTime() - 43 * DAY).toISOString(),
        updated_at: stamp,
      })
      .returning({ id: meters.id });
    const readings: (typeof meter_readings.$inferInsert)[] = [];
    const start = now.getTime() - 42 * DAY;
    if (meter.code === 'MIX-001') {
      // Three shifts a day; the mixer runs about 14 h of each 24.
      let value = 18_240;
      for (let t = start, i = 0; t < now.getTime() - 2 * HOUR; t += 8 * HOUR, i += 1) {
        value += 4.7 + wobble(i) * 0.8;
        readings.push({
          meter_id: row.id,
          value: Math.round(value * 10) / 10,
          taken_at: new Date(t).toISOString(),
        });
      }
    } else if (meter.code === 'CMP-001') {
      let value = 31_870;
      for (let day = 0; day < 42; day += 1) {
        const reset = day === 21;
        value = reset ? 6 : value + 19 + wobble(day) * 2;
        readings.push({
          meter_id: row.id,
          value: Math.round(value),
          reset,
          taken_at: new Date(start + day * DAY + 7 * HOUR).toISOString(),
        });
      }
    } else {
      for (let t = start, i = 0; t < now.getTime() - HOUR; t += 12 * HOUR, i += 1) {
        readings.push({
          meter_id: row.id,
          value: Math.round((218 + wobble(i) * 6) * 10) / 10,
          taken_at: new Date(t).toISOString(),
        });
      }
    }
    await tx.insert(meter_readings).values(
      readings.map((reading) => ({
        reset: false,
        ...reading,
        recorded_by: recordedBy,
        created_at: reading.taken_at,
      })),
    );
  }
}
