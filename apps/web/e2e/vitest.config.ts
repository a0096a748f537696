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
    // CI retries a failed test twice so one timing hiccup on a loaded machine does not sink the run;
    // the report marks such a test "(retry xN)" and scripts/test.mjs lists it as flaky.
    retry: process.env.CI ? 2 : 0,
    // Fails a test during which a page logged a React hydration problem (e2e/browser.ts).
    setupFiles: ['e2e/hydration-check.ts'],
  },
});
