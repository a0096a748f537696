/**
 * The storefront renders with Preact's compat layer in place of react and react-dom (issue 16:
 * the home's initial JavaScript): every import of react, react-dom and their entry points — the
 * app's and every package's — resolves to preact/compat. The app's code and its types stay
 * React's (@types/react); vite.config.ts (browser and server bundle) and vitest.config.ts use
 * this one list, so tests run on the renderer the pages run on.
 */
export const preactAliases = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/server$/, replacement: 'preact/compat/server' },
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
  // React 17's polyfill of useSyncExternalStore (react-i18next's): Preact's compat has the hook.
  { find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: 'preact/compat' },
];
