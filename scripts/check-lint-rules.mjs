// `npm run check` proves the import-boundary rules of biome.json still fire: each fixture below must be
// refused with its message. (A later override once silently replaced the routes rule; see issue 9.)
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { root } from './lib.mjs';

const fixtures = [
  {
    file: 'apps/server/src/modules/zz-lint-fixture/zz.routes.ts',
    source: "import { sql } from 'drizzle-orm';\nexport const probe = sql`select 1`;\n",
    expect: 'Routes call actions; only actions and queries touch the database.',
  },
  {
    file: 'apps/server/src/modules/zz-lint-fixture/zz-other.routes.ts',
    source: "import { listAssets } from '../assets/list-assets';\nexport const probe = listAssets;\n",
    expect: 'Import another module only through its public index.ts.',
  },
  {
    file: 'apps/server/src/modules/zz-lint-fixture/zz-action.ts',
    source: "import { listAssets } from '../assets/list-assets';\nexport const probe = listAssets;\n",
    expect: 'Import another module only through its public index.ts.',
  },
  {
    file: 'packages/domain/src/zz-lint-fixture/zz.ts',
    source: "import fs from 'node:fs';\nexport const probe = fs;\n",
    expect: 'packages/domain is pure: no Node APIs.',
  },
  {
    file: 'apps/web/src/features/zz-lint-fixture/zz.ts',
    source: "import { router } from '@/app/router';\nexport const probe = router;\n",
    expect: 'Features never import the app layer.',
  },
];

const folders = new Set(fixtures.map((f) => path.join(root, path.dirname(f.file))));
let failed = 0;
try {
  for (const fixture of fixtures) {
    fs.mkdirSync(path.join(root, path.dirname(fixture.file)), { recursive: true });
    fs.writeFileSync(path.join(root, fixture.file), fixture.source);
  }
  for (const fixture of fixtures) {
    const result = spawnSync('npx', ['biome', 'lint', '--max-diagnostics=50', fixture.file], {
      cwd: root,
      encoding: 'utf8',
    });
    const output = `${result.stdout}${result.stderr}`;
    if (result.status === 0 || !output.includes(fixture.expect)) {
      failed++;
      console.error(`✘ ${fixture.file}: expected lint to refuse it with "${fixture.expect}"`);
    }
  }
} finally {
  for (const folder of folders) fs.rmSync(folder, { recursive: true, force: true });
}
if (failed) process.exit(1);
console.log(`Lint boundary rules: ${fixtures.length} fixtures refused as expected.`);
