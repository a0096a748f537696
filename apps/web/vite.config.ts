import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig, type Plugin, type PluginOption } from 'vite';
import { preactAliases } from './preact-aliases';

const SERVER_REACT_QUERY = path.resolve(import.meta.dirname, 'src/ssr/react-query.ts');
/** The stand-in's own files, which import the package itself. */
const SERVER_REACT_QUERY_FILES = new Set([
  SERVER_REACT_QUERY,
  path.resolve(import.meta.dirname, 'src/ssr/use-query.ts'),
]);

/**
 * In the server bundle, every import of `@tanstack/react-query` but the stand-in's own resolves to
 * src/ssr/react-query.ts (the package with a `useQuery` for one-pass renders; use-query.ts).
 */
const serverReactQuery: Plugin = {
  name: 'storefront:server-react-query',
  enforce: 'pre',
  resolveId(source, importer, options) {
    if (!options.ssr || source !== '@tanstack/react-query' || SERVER_REACT_QUERY_FILES.has(importer ?? '')) return null;
    return SERVER_REACT_QUERY;
  },
};

const server = process.env.API_URL ?? 'http://127.0.0.1:3000';

export default defineConfig(({ isSsrBuild }) => ({
  // The plugin is typed against the hoisted vite 8 (vitest's) while this app builds with vite 7;
  // it works with both at run time, only its declared types differ.
  plugins: [tailwindcss(), serverReactQuery] as unknown as PluginOption[],
  // JSX compiles to `react/jsx-runtime` (tsconfig "react-jsx"), which the aliases send to Preact.
  // The server bundle, packages included, has its object spreads written out: the server's V8
  // (Node 20) was slow at them (docs/decisions.md, session 34). Browsers keep them.
  esbuild: { jsx: 'automatic', ...(isSsrBuild ? { supported: { 'object-rest-spread': false } } : {}) },
  // Preact's compat layer stands in for react and react-dom in the browser and the server bundle
  // alike (one renderer both sides, so hydration matches): docs/decisions.md, issue 16.
  resolve: { alias: preactAliases },
  // The server bundle takes in every package instead of importing it from node_modules at run
  // time: a package left external would import the real react there.
  ssr: { noExternal: true },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    chunkSizeWarningLimit: 600,
    // No preload links for a lazy chunk's imports: the browser follows them itself when the chunk
    // arrives. Vite's loader added a `<link rel="modulepreload">` per import from script (~20 for a
    // product page: ~40 ms of a phone's main thread), and preloads written into the HTML instead
    // competed with the first paint (Lighthouse mobile, issue 16: docs/decisions.md). No polyfill
    // either: every browser the storefront supports preloads modules itself.
    modulePreload: { polyfill: false, resolveDependencies: () => [] },
  },
  server: {
    proxy: {
      '/api': server,
      '/images': server,
      '/hubs': { target: server, ws: true },
    },
  },
}));
