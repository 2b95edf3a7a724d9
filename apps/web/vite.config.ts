import fs from 'node:fs';
import { fileURLToPath, URL } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { drawIcons, ICONS } from './scripts/icons.ts';

const THEME_SCRIPT_TAG = '<script src="/src/theme-init.js"></script>';

/**
 * The theme script must run before the first paint (no flash of the wrong theme), so it blocks
 * rendering: written into each page rather than fetched, it costs no round trip on a slow network
 *. The server allows inline scripts by their hash (apps/server/src/platform/http/spa.ts).
 */
function inlineThemeScript(): Plugin {
  const file = fileURLToPath(new URL('./src/theme-init.js', import.meta.url));
  return {
    name: 'plantwise:inline-theme-script',
    transformIndexHtml: {
      order: 'pre',
      handler(html, { filename }) {
        if (!html.includes(THEME_SCRIPT_TAG)) throw new Error(`${filename} has no ${THEME_SCRIPT_TAG}`);
        const script = fs.readFileSync(file, 'utf8').trim();
        return html.replace(THEME_SCRIPT_TAG, () => `<script>${script}</script>`);
      },
    },
  };
}

/** The install icons, drawn from the logo at build time (scripts/icons.ts). */
function installIcons(): Plugin {
  return {
    name: 'plantwise:install-icons',
    // Not in the sign-in page's prerender (scripts/prerender.mjs builds for Node with this config).
    apply: (_config, { command, isSsrBuild }) => command === 'build' && !isSsrBuild,
    generateBundle() {
      for (const { fileName, source } of drawIcons()) this.emitFile({ type: 'asset', fileName, source });
    },
  };
}

const VITE_MANIFEST = fileURLToPath(new URL('./dist/.vite/manifest.json', import.meta.url));

/**
 * Leaves the password-strength dictionaries (about half the bytes of the build) out of the precache:
 * they serve only setting a password, which needs the server anyway, so every phone need not download
 * them ahead.
 */
function withoutPasswordDictionaries<Entry extends { url: string }>(entries: Entry[]) {
  const manifest: Record<string, { file: string }> = JSON.parse(fs.readFileSync(VITE_MANIFEST, 'utf8'));
  const skipped = new Set(
    Object.entries(manifest)
      .filter(([source]) => source.includes('/@zxcvbn-ts/'))
      .map(([, chunk]) => chunk.file),
  );
  return { manifest: entries.filter((entry) => !skipped.has(entry.url)), warnings: [] };
}

/** The public report page is a visitor's page, not the app: it offers no install. */
function reportPageWithoutManifest(): Plugin {
  return {
    name: 'plantwise:report-page-without-manifest',
    apply: 'build',
    enforce: 'post',
    transformIndexHtml: {
      order: 'post',
      handler(html, { filename }) {
        if (!filename.endsWith('report.html')) return html;
        return html.replace(/<link rel="manifest"[^>]*>/, '');
      },
    },
  };
}

/**
 * The installable app (docs/decisions/installable-app.md): the web app manifest and a Workbox service
 * worker that precaches the app shell and every built file, so the app opens without a connection. API
 * answers are not cached by it. A new worker waits until the person chooses to reload
 * (src/lib/service-worker.ts registers it and announces the update); it never takes over on its own.
 */
function installableApp() {
  return VitePWA({
    registerType: 'prompt',
    injectRegister: false,
    filename: 'sw.js',
    manifestFilename: 'manifest.webmanifest',
    includeManifestIcons: false,
    manifest: {
      id: '/',
      name: 'Plantwise',
      short_name: 'Plantwise',
      description: 'Maintenance management for food manufacturing',
      start_url: '/dashboard',
      scope: '/',
      display: 'standalone',
      // The light theme's background (index.css --background) for the title bar and the splash screen.
      theme_color: '#ffffff',
      background_color: '#ffffff',
      icons: ICONS.filter((icon) => icon.sizes).map(({ src, sizes, type, purpose }) => ({
        src: `/${src}`,
        sizes,
        type,
        purpose,
      })),
    },
    workbox: {
      // Everything the build writes that a screen may load, lazy route chunks included: any screen
      // opens offline. The sign-in page prerendered after this step (auth.html) and the public report
      // page (a visitor's page, not the app; its few KB of script are listed) are not in it; the
      // .br/.gz copies come later too.
      globPatterns: ['**/*.{js,css,html,svg,png,woff2}'],
      globIgnores: ['report.html', 'sw.js', '.vite/**'],
      // Hashed names change with their content: no revision needed beside them.
      dontCacheBustURLsMatching: /^static\//,
      maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
      manifestTransforms: [withoutPasswordDictionaries],
      // Every page of the app is the one index.html; the API, the public report page and files the
      // server sends (downloads, PDFs) still go to the network.
      navigateFallback: '/index.html',
      navigateFallbackDenylist: [/^\/api\//, /^\/report\//],
      cleanupOutdatedCaches: true,
      clientsClaim: false,
      skipWaiting: false,
      inlineWorkboxRuntime: true,
      sourcemap: false,
    },
  });
}

export default defineConfig({
  plugins: [
    inlineThemeScript(),
    react(),
    tailwindcss(),
    installIcons(),
    installableApp(),
    reportPageWithoutManifest(),
  ],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: 'http://localhost:3000', changeOrigin: false, ws: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Hashed files live under /static/ so they never collide with the /assets client route; the
    // server caches them for a year.
    assetsDir: 'static',
    // The public report page (/report/:token) is its own entry so it never pulls the app;
    // scripts/check-budgets.mjs reads the manifest to hold every page to budgets.json.
    manifest: true,
    rollupOptions: {
      input: {
        main: fileURLToPath(new URL('./index.html', import.meta.url)),
        report: fileURLToPath(new URL('./report.html', import.meta.url)),
      },
      // Shared modules under 16 KB of source (an icon, a button, a query hook) are copied into each chunk
      // that uses them instead of being chunks of their own: the dashboard loaded 89 scripts, now 27,
      // for 4 % more bytes. Over HTTP/1.1 (six connections) on a plant's Wi-Fi, the round trips cost more
      // than the bytes.
      output: { codeSplitting: { experimentalInlineCommonChunks: { maxSize: 16_384 } } },
    },
  },
});
