import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/** End-to-end suite: Chromium against the running server (E2E_BASE_URL), one file at a time. */
export default defineConfig({
  root: fileURLToPath(new URL('..', import.meta.url)),
  test: {
    name: 'e2e',
    include: ['e2e/**/*.spec.ts'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 60_000,
    fileParallelism: false,
  },
});
