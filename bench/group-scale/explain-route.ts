/**
 * EXPLAIN ANALYZE of every query one request runs, on a group-scale database generate.ts filled
 * (docs/decisions/group-scale.md):
 * each route is asked once through the real server as the group's manager (every site) or, with
 * BENCH_EXPLAIN_AS=limited, as a person limited to one site; its queries are captured, then each is explained
 * (ANALYZE, BUFFERS) twice and the second timing printed — the first warms the cache.
 *
 *   BENCH_GROUP_DATABASE_URL=postgres://…/<database> npx tsx group-scale/explain-route.ts '/api/dashboard' …
 *
 * BENCH_EXPLAIN_PLANS=1 prints the statements and their plans too.
 */
import pg from 'pg';
import { openDatabase } from '../../apps/server/src/db/client';
import { machineLoad, signIn } from '../support';
import { GROUP_PEOPLE } from './generate';
import { startGroupServer } from './server';

const ROUTES = process.argv.slice(2);
const AS = process.env.BENCH_EXPLAIN_AS === 'limited' ? GROUP_PEOPLE.limited : GROUP_PEOPLE.manager;

async function main(): Promise<void> {
  const databaseUrl = process.env.BENCH_GROUP_DATABASE_URL;
  if (!databaseUrl) throw new Error('Set BENCH_GROUP_DATABASE_URL to a database generate.ts filled.');
  if (ROUTES.length === 0) throw new Error('Name one route or more, e.g. /api/dashboard');
  const capture = { on: false, queries: [] as Array<{ text: string; params: unknown[] }> };
  const database = await openDatabase({
    databaseUrl,
    statementTimeoutMs: 120_000,
    poolSize: 2,
    onQuery: (text, params) => {
      if (capture.on && /^\s*(select|with)/i.test(text)) capture.queries.push({ text, params });
    },
  });
  const explainer = new pg.Client({ connectionString: databaseUrl });
  await explainer.connect();
  const { app, base } = await startGroupServer(database);
  try {
    const cookie = await signIn(base, AS);
    console.log(`load average ${machineLoad()}`);
    for (const route of ROUTES) {
      capture.queries = [];
      capture.on = true;
      const started = performance.now();
      const response = await fetch(`${base}${route}`, { headers: { cookie, 'cache-control': 'no-cache' } });
      const bytes = (await response.arrayBuffer()).byteLength;
      const elapsed = performance.now() - started;
      capture.on = false;
      console.log(`\n== ${route}: ${response.status}, ${bytes} bytes in ${elapsed.toFixed(0)} ms`);
      let total = 0;
      for (const query of capture.queries) {
        let plan: string[] = [];
        for (let i = 0; i < 2; i++) {
          await explainer.query('begin');
          const { rows } = await explainer.query<{ 'QUERY PLAN': string }>(
            `explain (analyze, buffers) ${query.text}`,
            query.params,
          );
          await explainer.query('rollback');
          plan = rows.map((r) => r['QUERY PLAN']);
        }
        const ms = Number(
          /Execution Time: ([\d.]+)/.exec(plan.find((l) => l.startsWith('Execution')) ?? '')?.[1],
        );
        total += ms;
        const from = /\sfrom\s+"?(\w+)"?/i.exec(query.text)?.[1] ?? '?';
        console.log(`   ${ms.toFixed(1).padStart(8)} ms  ${from.padEnd(24)} ${plan[0]?.trim().slice(0, 80)}`);
        if (process.env.BENCH_EXPLAIN_PLANS)
          console.log(`${query.text}\n${JSON.stringify(query.params)}\n${plan.join('\n')}\n`);
      }
      console.log(
        `   ${total.toFixed(1).padStart(8)} ms  in the database, ${capture.queries.length} statements`,
      );
    }
  } finally {
    await app.close();
    await database.close();
    await explainer.end();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
