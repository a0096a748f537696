import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Migrates and seeds one database per run that test files copy (src/test/seeded-template.ts).
    globalSetup: ['src/test/seeded-template.ts'],
    // CI retries a failed test twice so one timing hiccup on a loaded machine does not sink the run;
    // the report marks such a test "(retry xN)" and scripts/test.mjs lists it as flaky.
    retry: process.env.CI ? 2 : 0,
  },
});
