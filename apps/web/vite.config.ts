import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type PluginOption } from 'vite';

const server = process.env.API_URL ?? 'http://127.0.0.1:3000';

export default defineConfig({
  // Both plugins are typed against the hoisted vite 8 (vitest's) while this app builds with vite 7;
  // they work with both at run time, only their declared types differ.
  plugins: [react(), tailwindcss()] as unknown as PluginOption[],
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: false, chunkSizeWarningLimit: 600 },
  server: {
    proxy: {
      '/api': server,
      '/images': server,
      '/hubs': { target: server, ws: true },
    },
  },
});
