import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from '../../scripts/vite-precompress';

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
  build: {
    target: 'es2022',
    // The entry is one chunk on purpose (see codeSplitting below).
    chunkSizeWarningLimit: 1200,
    rolldownOptions: {
      output: {
        // A shared chunk is named after every page that uses it: its file is named by its hash.
        chunkFileNames: ({ name }) =>
          name.startsWith('shared~') ? 'assets/shared-[hash].js' : 'assets/[name]-[hash].js',
        // Few files on a first load (issue 14, ADR 0012): what the entry imports statically is one
        // chunk, and the modules shared by lazy pages are grouped by the set of pages that use
        // them instead of one file per module. Small groups are not merged into neighbours: that
        // gave pages code they never run (the goods page loaded the table, tree and upload).
        codeSplitting: {
          groups: [
            { name: 'app', tags: ['$initial'] },
            {
              name: 'shared',
              minShareCount: 2,
              entriesAware: true,
            },
          ],
        },
      },
    },
  },
});
