import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiTarget = `http://127.0.0.1:${process.env.PORT ?? 8080}`;

/**
 * The staff console (issue 15): its own entry and bundle, served by the server at /admin, so
 * nothing of it loads with the storefront.
 */
export default defineConfig({
  base: '/admin/',
  plugins: [react()],
  resolve: { alias: { '@': path.resolve(import.meta.dirname, 'src') } },
  server: {
    port: 5174,
    proxy: {
      '/api': apiTarget,
      '/upload': apiTarget,
      '^/[a-z]+/api/': apiTarget,
    },
  },
  build: {
    target: 'es2022',
    // antd's table, form and layout are the console's frame: one entry chunk of that size.
    chunkSizeWarningLimit: 1500,
  },
});
