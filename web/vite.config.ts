import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react(), tailwindcss()],
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
