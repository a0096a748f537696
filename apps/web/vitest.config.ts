import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  test: {
    name: 'web',
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    // CI retries a failed test twice so one timing hiccup on a loaded machine does not sink the run;
    // the report marks such a test "(retry xN)" and scripts/test.mjs lists it as flaky.
    retry: process.env.CI ? 2 : 0,
  },
});
