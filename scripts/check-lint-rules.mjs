// `npm run check` proves the import boundaries of scripts/check-boundaries.mjs still fire: each fixture is
// checked as if it stood at its path (nothing is written into the tree), on nested folders and relative paths,
// and the allowed imports beside them must pass. A rule that silently stops matching fails here.
import { rules, violations } from './check-boundaries.mjs';

const S = 'apps/server/src';
const W = 'apps/web/src';
const D = 'packages/domain/src';

/** [file it stands at, its source, the rule ids it must break (none: it must pass)] */
const fixtures = [
  // A feature uses another only through its index.
  [
    `${W}/features/work-orders/components/forms/zz.tsx`,
    "import { X } from '@/features/breakdowns/components/pickers/x';",
    ['feature-index'],
  ],
  [
    `${W}/features/work-orders/components/zz.tsx`,
    "import { useAssignees } from '../../breakdowns/api/get-assignees';",
    ['feature-index'],
  ],
  [
    `${W}/features/work-orders/components/zz.tsx`,
    "import {\n  type AssetOption,\n  AssetPicker,\n} from '../../breakdowns/components/asset-picker';",
    ['feature-index'],
  ],
  [
    `${W}/features/work-orders/zz.ts`,
    "export { AssetPicker } from '../breakdowns/components/asset-picker';",
    ['feature-index'],
  ],
  [
    `${W}/features/work-orders/components/zz.tsx`,
    "const Lazy = lazy(() => import('@/features/breakdowns/components/x'));",
    ['feature-index'],
  ],
  [
    `${W}/features/work-orders/components/deep/zz.tsx`,
    "import { AssetPicker } from '@/features/breakdowns';\nimport { AssetTable } from '../../../assets/index.ts';\nimport { x } from '../../api/work-orders';",
    [],
  ],
  // Features never import the app layer.
  [
    `${W}/features/assets/components/deep/zz.tsx`,
    "import { AssetsRoute } from '@/app/routes/assets';",
    ['feature-app'],
  ],
  [`${W}/features/assets/zz.ts`, "import { router } from '../../app/router';", ['feature-app']],
  // components/, lib/ and hooks/ sit below the features.
  [
    `${W}/components/forms/zz.tsx`,
    "import { AssetTable } from '@/features/assets/components/asset-table';",
    ['shared-up'],
  ],
  [`${W}/components/forms/zz.tsx`, "import { AssetTable } from '@/features/assets';", ['shared-up']],
  [`${W}/lib/nested/zz.ts`, "import { assetKeys } from '../../features/assets';", ['shared-up']],
  [`${W}/hooks/zz.ts`, "import { router } from '../app/router';", ['shared-up']],
  [
    `${W}/components/zz.tsx`,
    "import { cn } from '@/lib/utils';\nimport { useNow } from '../hooks/use-now';",
    [],
  ],
  // The web never imports the server, nor the server the web.
  [
    `${W}/features/assets/api/zz.ts`,
    "import { assets } from '../../../../../server/src/db/schema/assets';",
    ['web-server'],
  ],
  [`${W}/lib/nested/zz.ts`, "import { eq } from 'drizzle-orm/pg-core';", ['web-server']],
  [
    `${S}/modules/assets/deep/zz.ts`,
    "import { cn } from '../../../../../web/src/lib/utils';",
    ['server-web'],
  ],
  [`${S}/platform/zz.ts`, "import { useState } from 'react';", ['server-web']],
  // Another server module only through its index.
  [
    `${S}/modules/work-orders/sub/zz.ts`,
    "import { listAssets } from '../../assets/queries/list-assets';",
    ['module-index'],
  ],
  [`${S}/modules/work-orders/zz.ts`, "import { listAssets } from '../assets/list-assets';", ['module-index']],
  [`${S}/zz.ts`, "import { findAsset } from './modules/assets/assets.queries';", ['module-index']],
  [
    `${S}/modules/work-orders/sub/zz.ts`,
    "import { findAsset } from '../../assets';\nimport { x } from '../../assets/index.ts';\nimport { y } from '../work-orders.queries';",
    [],
  ],
  // platform/ is below the modules.
  [`${S}/platform/auth/zz.ts`, "import { findUser } from '../../modules/users';", ['platform-modules']],
  [
    `${S}/platform/zz.ts`,
    "import { x } from '../modules/assets/assets.queries';",
    ['platform-modules', 'module-index'],
  ],
  // Routes never touch the database.
  [`${S}/modules/assets/zz.routes.ts`, "import { assets } from '../../db/schema/assets';", ['routes-db']],
  [
    `${S}/modules/assets/sub/zz.routes.ts`,
    "import type { Database } from '../../../db/client';",
    ['routes-db'],
  ],
  [`${S}/modules/assets/zz.routes.ts`, "import { findAsset } from './assets.queries';", ['routes-db']],
  [
    `${S}/modules/assets/zz.routes.ts`,
    "import { sql } from 'drizzle-orm';",
    ['routes-db', 'drizzle-queries'],
  ],
  // Drizzle values only in *.queries.ts.
  [`${S}/modules/assets/nested/zz.ts`, "import { and, eq } from 'drizzle-orm';", ['drizzle-queries']],
  [`${S}/platform/auth/zz.ts`, "import { sql } from 'drizzle-orm/sql';", ['drizzle-queries']],
  [`${S}/modules/assets/zz.ts`, "import { type SQL, sql } from 'drizzle-orm';", ['drizzle-queries']],
  [
    `${S}/modules/assets/zz.ts`,
    "import type { SQL } from 'drizzle-orm';\nimport { type AnyColumn, type SQLWrapper } from 'drizzle-orm';",
    [],
  ],
  [`${S}/modules/assets/nested/zz.queries.ts`, "import { eq } from 'drizzle-orm';", []],
  // The domain is pure: zod and date-fns only.
  [`${D}/assets/deep/zz.ts`, "import fs from 'node:fs';", ['domain-deps']],
  [`${D}/assets/zz.ts`, "import { createHash } from 'crypto';", ['domain-deps']],
  [
    `${D}/assets/deep/zz.ts`,
    "import { assets } from '../../../../../apps/server/src/db/schema';",
    ['domain-deps'],
  ],
  [`${D}/zz.ts`, "import { useState } from 'react';", ['domain-deps']],
  [`${D}/assets/zz.ts`, "import { describe } from 'vitest';", ['domain-deps']],
  [
    `${D}/assets/deep/zz.test.ts`,
    "import { z } from 'zod';\nimport { addDays } from 'date-fns';\nimport { describe } from 'vitest';\nimport { PRIORITIES } from '../../common/enums';",
    [],
  ],
];

let failed = 0;
const proven = new Set();
for (const [file, source, expected] of fixtures) {
  const fired = [...new Set(violations(file, source).map((v) => v.rule.id))].sort();
  for (const id of fired) proven.add(id);
  if (fired.join() !== [...expected].sort().join()) {
    failed++;
    console.error(`✘ ${file}: ${JSON.stringify(source)} broke [${fired}], expected [${expected}]`);
  }
}
for (const rule of rules.filter((r) => !proven.has(r.id))) {
  failed++;
  console.error(`✘ no fixture proves the rule ${rule.id}`);
}
if (failed) process.exit(1);
console.log(
  `Boundary rules: ${fixtures.length} fixtures answered as expected, every one of ${rules.length} rules proven.`,
);
