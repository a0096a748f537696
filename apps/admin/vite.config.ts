import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type PluginOption } from 'vite';

const server = process.env.API_URL ?? 'http://127.0.0.1:3000';

// The back office is its own bundle under /admin/, so the storefront never ships staff code.
export default defineConfig({
  base: '/admin/',
  // Typed against the hoisted vite 8 (vitest's) while this app builds with vite 7, as in apps/web.
  plugins: [react(), tailwindcss()] as unknown as PluginOption[],
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: false, chunkSizeWarningLimit: 900 },
  server: {
    proxy: {
      '/api': server,
      '/images': server,
      '/hubs': { target: server, ws: true },
    },
  },
});
