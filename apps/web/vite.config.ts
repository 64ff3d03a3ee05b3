import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './precompress';

const apiTarget = `http://127.0.0.1:${process.env.PORT ?? 8080}`;

export default defineConfig({
  plugins: [react(), precompress()],
  resolve: { alias: { '@': path.resolve(import.meta.dirname, 'src') } },
  server: {
    port: 5173,
    proxy: {
      '/servicer/socket': { target: apiTarget, ws: true },
      '/api': apiTarget,
      '/upload': apiTarget,
      '^/[a-z]+/api/': apiTarget,
    },
  },
  build: { target: 'es2022', chunkSizeWarningLimit: 800 },
});
