// Writes dist/auth.html: the built index.html with the sign-in page already rendered in #root, so the
// form paints as soon as the HTML and CSS arrive (slow phones). The server sends it for /auth
// and main.tsx hydrates it. Runs after `vite build`; the render build goes to a folder under node_modules
// (deleted after), where Node resolves the packages it leaves external.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';
import { filesLoadedBy } from './check-budgets.mjs';

const webRoot = path.resolve(import.meta.dirname, '..');
const dist = path.join(webRoot, 'dist');
const PAGES = [
  {
    pathname: '/auth',
    file: 'auth.html',
    title: 'Sign in · Plantwise',
    // Signing in lands on the dashboard inside the app shell: the browser fetches their code while the
    // visitor types (lowest priority, not run), so the dashboard follows the click without a wait.
    prefetch: ['src/features/layout/index.ts', 'src/app/routes/dashboard.tsx'],
  },
];

function prefetchLinks(manifest, keys) {
  const loaded = filesLoadedBy(manifest, ['index.html']);
  return [...filesLoadedBy(manifest, keys)]
    .filter((file) => !loaded.has(file))
    .map((file) => `<link rel="prefetch" crossorigin href="/${file}">`)
    .join('');
}

const outDir = path.join(webRoot, 'node_modules/.plantwise-prerender');
try {
  await build({
    root: webRoot,
    logLevel: 'warn',
    build: {
      ssr: 'src/prerender.tsx',
      outDir,
      emptyOutDir: true,
      manifest: false,
      rollupOptions: {
        input: path.join(webRoot, 'src/prerender.tsx'),
        // Node loads the render from disk: no need to fold small shared chunks into their importers
        // (vite.config.ts does so for browsers), which would also drop the entry's exports.
        output: { codeSplitting: { experimentalInlineCommonChunks: { maxSize: 0 } } },
      },
    },
  });
  const { prerenderPage } = await import(pathToFileURL(path.join(outDir, 'prerender.js')).href);
  const shell = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
  const manifest = JSON.parse(fs.readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
  if (!shell.includes('<div id="root"></div>')) throw new Error('dist/index.html has no empty #root');
  for (const page of PAGES) {
    const html = await prerenderPage(page.pathname);
    const document = shell
      .replace('<div id="root"></div>', () => `<div id="root">${html}</div>`)
      .replace(/<title>[^<]*<\/title>/, () => `<title>${page.title}</title>`)
      .replace('</head>', () => `${prefetchLinks(manifest, page.prefetch)}</head>`);
    fs.writeFileSync(path.join(dist, page.file), document);
    console.log(
      `Prerendered ${page.pathname} → dist/${page.file} (${(html.length / 1024).toFixed(1)} KB of HTML)`,
    );
  }
} finally {
  fs.rmSync(outDir, { recursive: true, force: true });
}
