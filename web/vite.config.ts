import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { icuPrecompile } from './icu-precompile.ts';
import { precompress } from './precompress.ts';
import { routePreloads } from './route-preloads.ts';

export default defineConfig({
  plugins: [react(), tailwindcss(), icuPrecompile(), routePreloads(), precompress()],
  server: {
    proxy: {
      '/api': 'http://localhost:3000',
    },
  },
  build: {
    // Relative to this folder, so `vite build web` from the repository root also lands in web/dist.
    outDir: 'dist',
    emptyOutDir: true,
  },
});
