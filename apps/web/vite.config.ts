import tailwindcss from '@tailwindcss/vite';
import { defineConfig, type PluginOption } from 'vite';
import { preactAliases } from './preact-aliases';

const server = process.env.API_URL ?? 'http://127.0.0.1:3000';

export default defineConfig({
  // The plugin is typed against the hoisted vite 8 (vitest's) while this app builds with vite 7;
  // it works with both at run time, only its declared types differ.
  plugins: [tailwindcss()] as unknown as PluginOption[],
  // JSX compiles to `react/jsx-runtime` (tsconfig "react-jsx"), which the aliases send to Preact.
  esbuild: { jsx: 'automatic' },
  // Preact's compat layer stands in for react and react-dom in the browser and the server bundle
  // alike (one renderer both sides, so hydration matches): docs/decisions.md, issue 16.
  resolve: { alias: preactAliases },
  // The server bundle takes in every package instead of importing it from node_modules at run
  // time: a package left external would import the real react there.
  ssr: { noExternal: true },
  // No modulepreload polyfill: every browser this storefront supports preloads modules itself, and
  // the polyfill's scan of the document ran at every page's start.
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    chunkSizeWarningLimit: 600,
    modulePreload: { polyfill: false },
    // Read by the server (web-render.ts): a rendered page names its route's chunks in its head.
    manifest: true,
  },
  server: {
    proxy: {
      '/api': server,
      '/images': server,
      '/hubs': { target: server, ws: true },
    },
  },
});
