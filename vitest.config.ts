import { defineConfig } from 'vitest/config';

const serverProject = (name: string, env: Record<string, string>) => ({
  test: {
    name,
    root: './apps/server',
    include: ['src/**/*.test.ts'],
    environment: 'node',
    env,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

/** Unit and API tests; the API tests run again on real PostgreSQL when TEST_DATABASE_URL is set. */
export default defineConfig({
  test: {
    // Two test files at once even on 2 cores (the default would be one): much of the time is spent
    // waiting on PostgreSQL, sockets and timers, not on this process's CPU.
    maxWorkers: 2,
    projects: [
      { test: { name: 'contracts', root: './packages/contracts', include: ['src/**/*.test.ts'] } },
      serverProject('server-pglite', { TEST_DB_KIND: 'pglite' }),
      ...(process.env.TEST_DATABASE_URL
        ? [serverProject('server-postgres', { TEST_DB_KIND: 'postgres' })]
        : []),
      {
        resolve: { alias: { '@': new URL('./apps/web/src', import.meta.url).pathname } },
        test: {
          name: 'web',
          root: './apps/web',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['./src/test/setup.ts'],
          passWithNoTests: true,
        },
      },
      {
        resolve: { alias: { '@': new URL('./apps/admin/src', import.meta.url).pathname } },
        test: {
          name: 'admin',
          root: './apps/admin',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['./src/test/setup.ts'],
        },
      },
    ],
  },
});
