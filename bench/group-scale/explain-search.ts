/**
 * EXPLAIN ANALYZE of every query one global search runs, on a group-scale database generate.ts filled
 * (issue 38): each term is asked once through the real server, its queries are captured, then each is
 * explained (ANALYZE, BUFFERS) twice and the second timing is printed — the first warms the cache.
 *
 *   BENCH_GROUP_DATABASE_URL=postgres://…/<database> npx tsx group-scale/explain-search.ts [term …]
 *
 * BENCH_EXPLAIN_PLANS=1 prints the plans too; BENCH_EXPLAIN_DUMP=<file> appends each query and its parameters
 * to the file as a JSON line.
 */
import { appendFileSync } from 'node:fs';
import pg from 'pg';
import { openDatabase } from '../../apps/server/src/db/client';
import { machineLoad, signIn } from '../support';
import { GROUP_PEOPLE } from './generate';
import { startGroupServer } from './server';

const TERMS = process.argv.slice(2).length ? process.argv.slice(2) : ['gearbox', 'GS-012345', 'priya patel'];

async function main(): Promise<void> {
  const databaseUrl = process.env.BENCH_GROUP_DATABASE_URL;
  if (!databaseUrl) throw new Error('Set BENCH_GROUP_DATABASE_URL to a database generate.ts filled.');
  const capture = { on: false, queries: [] as Array<{ text: string; params: unknown[] }> };
  const database = await openDatabase({
    databaseUrl,
    statementTimeoutMs: 120_000,
    poolSize: 2,
    onQuery: (text, params) => {
      if (capture.on && /^\s*select/i.test(text)) capture.queries.push({ text, params });
    },
  });
  const explainer = new pg.Client({ connectionString: databaseUrl });
  await explainer.connect();
  const { app, base } = await startGroupServer(database);
  try {
    const cookie = await signIn(base, GROUP_PEOPLE.manager);
    console.log(`load average ${machineLoad()}`);
    for (const term of TERMS) {
      capture.queries = [];
      capture.on = true;
      const started = performance.now();
      const response = await fetch(`${base}/api/search?q=${encodeURIComponent(term)}`, {
        headers: { cookie, 'cache-control': 'no-cache' },
      });
      const body = (await response.json()) as {
        data: Array<{ type: string; title: string }>;
        counts: unknown;
      };
      const elapsed = performance.now() - started;
      capture.on = false;
      console.log(
        `\n== ${JSON.stringify(term)}: ${response.status} in ${elapsed.toFixed(0)} ms, counts ${JSON.stringify(body.counts)}`,
      );
      console.log(
        `   first: ${body.data
          .slice(0, 3)
          .map((d) => `${d.type} ${d.title}`)
          .join(' | ')}`,
      );
      for (const query of capture.queries) {
        let plan: string[] = [];
        for (let i = 0; i < 2; i++) {
          // The similar-matches pass runs as withTrigramIndexes runs it.
          await explainer.query('begin');
          if (query.text.includes('<%'))
            await explainer.query('set local enable_seqscan = off; set local jit = off');
          const { rows } = await explainer.query<{ 'QUERY PLAN': string }>(
            `explain (analyze, buffers) ${query.text}`,
            query.params,
          );
          await explainer.query('rollback');
          plan = rows.map((r) => r['QUERY PLAN']);
        }
        const time = plan.find((line) => line.startsWith('Execution Time'));
        // Every type's first pass is one statement; a type with more than 1,000 matches adds one of its own.
        const from = / as t0\b/.test(query.text)
          ? 'every type'
          : /union all \(select \w+\.id from\s+(work_orders|assets|inventory_items|maintenance_tasks|locations)\s/i.exec(
              query.text,
            )?.[1];
        if (!from) continue;
        const planning = plan.find((line) => line.startsWith('Planning Time'));
        const buffers = plan.find((line) => line.trim().startsWith('Buffers'))?.trim();
        console.log(`   ${from.padEnd(18)} ${planning}, ${time}, ${buffers}`);
        if (process.env.BENCH_EXPLAIN_DUMP)
          appendFileSync(process.env.BENCH_EXPLAIN_DUMP, `${JSON.stringify({ term, from, ...query })}\n`);
        if (process.env.BENCH_EXPLAIN_PLANS)
          console.log(`${query.text}\n${JSON.stringify(query.params)}\n${plan.join('\n')}\n`);
      }
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
