import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { preactAliases } from './preact-aliases';

/** The packages that import react: run through the aliases (a package missed fails loudly). */
const REACT_USERS =
  /node_modules\/(@testing-library|react-router|@tanstack\/react-query|react-i18next|radix-ui|@radix-ui|sonner|downshift|zustand|react-day-picker|react-hook-form|@floating-ui|use-sync-external-store|react-remove-scroll|react-style-singleton|use-callback-ref|use-sidecar|aria-hidden)\//;

export default defineConfig({
  // The tests render with Preact, as the pages do (preact-aliases.ts). Packages that import react
  // (Testing Library, the router, the query client, …) are run through the same aliases instead of
  // being loaded from node_modules as they are.
  resolve: {
    // ES builds first (`module`), as Vite picks for the pages: a CommonJS build would require react.
    conditions: ['module', 'browser', 'development'],
    mainFields: ['module', 'jsnext:main', 'jsnext', 'main'],
    alias: [
      ...preactAliases,
      // Its CommonJS main would require react-dom itself; the ES build goes through the aliases.
      {
        find: /^@testing-library\/react$/,
        replacement: fileURLToPath(
          new URL('../../node_modules/@testing-library/react/dist/@testing-library/react.esm.js', import.meta.url),
        ),
      },
    ],
  },
  test: {
    name: 'web',
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    setupFiles: ['src/test/settle-effects.ts'],
    server: { deps: { inline: [REACT_USERS] } },
    // CI retries a failed test twice so one timing hiccup on a loaded machine does not sink the run;
    // the report marks such a test "(retry xN)" and scripts/test.mjs lists it as flaky.
    retry: process.env.CI ? 2 : 0,
  },
});
