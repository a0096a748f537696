import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'admin',
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'node',
    // CI retries a failed test twice so one timing hiccup on a loaded machine does not sink the run;
    // the report marks such a test "(retry xN)" and scripts/test.mjs lists it as flaky.
    retry: process.env.CI ? 2 : 0,
  },
});
