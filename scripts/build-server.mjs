// Builds the server to one ES module, apps/server/dist/main.js with a source map: the domain package
// is bundled in, npm packages stay external. Production runs plain `node` on it instead of a runtime
// TypeScript transpiler. The migrations are copied beside it, where the database client looks for them.
import fs from 'node:fs';
import path from 'node:path';
import * as esbuild from 'esbuild';
import { builtServerMain, root, serverMain } from './lib.mjs';

/** Every bare import stays an import of node_modules, except the workspace's own packages. */
const npmPackagesExternal = {
  name: 'npm-packages-external',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@plantwise/') ? undefined : { path: args.path, external: true },
    );
  },
};

const outDir = path.dirname(builtServerMain);
fs.rmSync(outDir, { recursive: true, force: true });
try {
  await esbuild.build({
    entryPoints: [serverMain],
    outfile: builtServerMain,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: true,
    plugins: [npmPackagesExternal],
    logLevel: 'warning',
  });
} catch {
  // esbuild has printed the errors.
  fs.rmSync(outDir, { recursive: true, force: true });
  process.exit(1);
}
fs.cpSync(path.join(root, 'apps/server/src/db/migrations'), path.join(outDir, 'migrations'), {
  recursive: true,
});
