import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from '../../scripts/vite-precompress';

const apiTarget = `http://127.0.0.1:${process.env.PORT ?? 8080}`;

/**
 * The staff console (issue 15): its own entry and bundle, served by the server at /admin, so
 * nothing of it loads with the storefront.
 */
export default defineConfig({
  base: '/admin/',
  plugins: [react(), precompress()],
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
    // antd's layout, form and table are the console's frame: one entry chunk of that size.
    chunkSizeWarningLimit: 1200,
    rolldownOptions: {
      output: {
        // What the entry imports statically is one chunk (as the storefront, ADR 0012); the
        // pages are split per route, the XLSX writer loads only when staff export.
        codeSplitting: { groups: [{ name: 'app', tags: ['$initial'] }] },
      },
    },
  },
});
