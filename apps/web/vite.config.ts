import { fileURLToPath, URL } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react(), tailwindcss()],
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
    // The public report page (/report/:token, issue 19) is its own entry so it never pulls the app;
    // scripts/check-budgets.mjs reads the manifest to hold every page to budgets.json.
    manifest: true,
    rollupOptions: {
      input: {
        main: fileURLToPath(new URL('./index.html', import.meta.url)),
        report: fileURLToPath(new URL('./report.html', import.meta.url)),
      },
    },
  },
});
