import { availableParallelism } from 'node:os';
import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  test: {
    // happy-dom builds a document in half the time of jsdom and runs these suites ~35% faster;
    // two workers use both cores (vitest's default here is one). Measured in apps/web/README.md.
    environment: 'happy-dom',
    pool: 'threads',
    maxWorkers: Math.max(2, availableParallelism() - 1),
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    restoreMocks: true,
    // A test's first render transforms its lazy route chunks, which is slow on a loaded machine.
    testTimeout: 20_000,
  },
});
