/**
 * A PLC bridge feeding meters: 1,000 readings a second spread over 20 counting meters of one asset (each
 * meter's readings rise with their dates, as a PLC's do, so any order of arrival passes the checks), held for a
 * minute on PostgreSQL. By default the bridge sends its readings in batches through POST /api/meter-readings
 * (BENCH_BATCH readings a request, as a bridge that buffers a tenth of a second); BENCH_BATCH=1 posts each
 * reading alone to POST /api/meters/:id/readings as before. At the end the readings in the database are counted:
 * every reading accepted must be there, and every one sent must have been accepted.
 *
 *   TEST_DATABASE_URL=postgres://… npm run bench:meter-ingest -w bench
 *     (BENCH_DURATION_S, default 60; BENCH_RATE, default 1000 a second; BENCH_METERS, default 20;
 *      BENCH_BATCH, default 100 readings a request, 1 for one request per reading;
 *      BENCH_IN_FLIGHT, default 256: requests outstanding at most before the sender waits)
 *
 * PostgreSQL only (PGlite runs one statement at a time: no bridge would be pointed at it). The real server
 * runs in-process with its background jobs. Goal: the rate sustained, 0 lost, 0 refused.
 */
import type { AddressInfo } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app';
import { assets, meter_readings, meters } from '../apps/server/src/db/schema';
import { loadConfig } from '../apps/server/src/platform/config';
import { createBenchAccount, machineLoad, percentile, reportResults, signIn, withPostgres } from './support';

const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 60);
const RATE = Number(process.env.BENCH_RATE ?? 1000);
const METERS = Number(process.env.BENCH_METERS ?? 20);
const IN_FLIGHT = Number(process.env.BENCH_IN_FLIGHT ?? 256);
const BATCH = Math.max(1, Number(process.env.BENCH_BATCH ?? 100));
const mode = BATCH === 1 ? 'one request per reading' : `${BATCH} readings a request`;

const postgresUrl = process.env.DATABASE_URL || process.env.TEST_DATABASE_URL;
if (!postgresUrl) {
  console.log('meter-ingest: PostgreSQL only; set TEST_DATABASE_URL to run it.');
  process.exit(0);
}

await withPostgres(postgresUrl, async (database) => {
  const [asset] = await database.db
    .insert(assets)
    .values({ asset_id: 'PLC-01', asset_name: 'Filler line 1', site: 'Leeds' })
    .returning({ id: assets.id });
  const meterIds = (
    await database.db
      .insert(meters)
      .values(
        Array.from({ length: METERS }, (_, i) => ({
          asset_id: asset.id,
          name: `Channel ${i + 1}`,
          unit: 'cycles',
          kind: 'cumulative' as const,
        })),
      )
      .returning({ id: meters.id })
  ).map((m) => m.id);
  const email = await createBenchAccount(database.db, 'technician', 'PLC bridge');
  const config = loadConfig(
    {
      NODE_ENV: 'production',
      LOG_LEVEL: 'silent',
      APP_URL: 'http://localhost:3000',
      SIGN_IN_MAX_PER_IP: '100000',
    },
    'bench',
  );
  const app = await buildApp({ config, database, logger: false });
  await app.listen({ host: '127.0.0.1', port: 0 });
  app.ctx.jobs.start(app.ctx);
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  const cookie = await signIn(base, email);

  const latencies: number[] = [];
  const failures = new Map<string, number>();
  let sent = 0;
  let ok = 0;
  let inFlight = 0;
  const counters = meterIds.map(() => 0);
  let next = 0;
  const started = performance.now();
  const endAt = started + DURATION_S * 1000;
  const pending = new Set<Promise<void>>();

  const nextReading = (index: number) => {
    counters[index] += 1;
    // Each channel counts up and dates its readings in the same order, a millisecond apart at least.
    return {
      meter_id: meterIds[index],
      value: counters[index],
      taken_at: new Date(Date.now() - 60_000 + counters[index]).toISOString(),
    };
  };

  /** Posts `count` readings, round the channels in turn: alone, or as one batch. */
  const send = (count: number) => {
    const readings = Array.from({ length: count }, () => {
      const reading = nextReading(next);
      next = (next + 1) % meterIds.length;
      return reading;
    });
    const [url, body] =
      BATCH === 1
        ? [
            `${base}/api/meters/${readings[0].meter_id}/readings`,
            { value: readings[0].value, taken_at: readings[0].taken_at },
          ]
        : [`${base}/api/meter-readings`, { readings }];
    const t0 = performance.now();
    sent += count;
    inFlight += 1;
    const request = fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', cookie },
      body: JSON.stringify(body),
    })
      .then(async (response) => {
        const answer = (await response.json()) as { accepted?: number; refused?: number };
        latencies.push(performance.now() - t0);
        const accepted =
          BATCH === 1
            ? response.status === 201
              ? 1
              : 0
            : response.status === 200
              ? (answer.accepted ?? 0)
              : 0;
        ok += accepted;
        if (accepted < count) {
          const reason = response.status === 200 ? 'refused in a batch' : String(response.status);
          failures.set(reason, (failures.get(reason) ?? 0) + count - accepted);
        }
      })
      .catch((error: Error) => {
        failures.set(error.message, (failures.get(error.message) ?? 0) + count);
      })
      .finally(() => {
        inFlight -= 1;
        pending.delete(request);
      });
    pending.add(request);
  };

  // Open loop: every 10 ms, the readings due by now at RATE a second, in requests of BATCH readings.
  let waitedForInFlight = 0;
  while (performance.now() < endAt) {
    const due = Math.floor(((performance.now() - started) / 1000) * RATE);
    while (due - sent >= BATCH) {
      if (inFlight >= IN_FLIGHT) {
        waitedForInFlight += 1;
        break;
      }
      send(BATCH);
    }
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  // What the bridge holds when the minute is up goes in one last, shorter batch.
  const rest = Math.floor(DURATION_S * RATE) - sent;
  if (rest > 0 && BATCH > 1) send(Math.min(rest, BATCH));
  const sendingS = (performance.now() - started) / 1000;
  await Promise.all(pending);
  const totalS = (performance.now() - started) / 1000;
  await app.close();

  const [{ n: stored }] = await database.db
    .select({ n: sql<number>`count(*)::int` })
    .from(meter_readings)
    .innerJoin(meters, eq(meters.id, meter_readings.meter_id))
    .where(eq(meters.asset_id, asset.id));
  latencies.sort((a, b) => a - b);
  const achieved = ok / totalS;
  const lost = ok - Number(stored);
  console.log(`machine load ${machineLoad()}`);
  console.log(
    `sent ${sent} readings over ${sendingS.toFixed(1)} s (all answered after ${totalS.toFixed(1)} s) to ${METERS} meters, ${mode}; asked ${RATE}/s`,
  );
  console.log(
    `accepted: ${ok}; stored: ${stored}; lost: ${lost}; refused or failed: ${JSON.stringify(Object.fromEntries(failures))}`,
  );
  console.log(
    `sustained ${achieved.toFixed(0)} readings/s; sender held back by ${IN_FLIGHT} in flight ${waitedForInFlight} times`,
  );
  console.log(
    `latency per request p50 ${percentile(latencies, 50).toFixed(1)} ms, p95 ${percentile(latencies, 95).toFixed(1)} ms, p99 ${percentile(latencies, 99).toFixed(1)} ms`,
  );
  reportResults([
    {
      bench: 'meter-ingest',
      measure: `readings/s sustained (postgres, ${METERS} meters, ${DURATION_S} s, ${mode})`,
      value: Math.round(achieved),
      unit: '/s',
      target: `≥ ${RATE}`,
      met: achieved >= RATE * 0.98,
    },
    {
      bench: 'meter-ingest',
      measure: 'readings lost (postgres)',
      value: lost + (sent - ok),
      unit: '',
      target: '0',
      met: lost === 0 && sent === ok,
    },
    {
      bench: 'meter-ingest',
      measure: `p95 per request (postgres, ${mode})`,
      value: Math.round(percentile(latencies, 95)),
      unit: 'ms',
    },
  ]);
  if (lost !== 0 || sent !== ok) process.exitCode = 1;
});
