import fs from 'node:fs';
import { fileURLToPath, URL } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

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

export default defineConfig({
  plugins: [inlineThemeScript(), react(), tailwindcss()],
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
