import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['packages/contracts', 'packages/reference-data', 'apps/server', 'apps/web', 'apps/admin'],
  },
});
