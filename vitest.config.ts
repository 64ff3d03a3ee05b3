import { configDefaults, defineConfig } from 'vitest/config';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

const serverProject = (
  name: string,
  env: Record<string, string>,
  files: { include?: string[]; exclude?: string[] } = {},
) => ({
  test: {
    name,
    root: './apps/server',
    include: files.include ?? ['src/**/*.test.ts'],
    exclude: [...configDefaults.exclude, ...(files.exclude ?? [])],
    environment: 'node',
    env,
    globalSetup: ['./src/test/database-templates.ts'],
    setupFiles: ['./src/test/setup.ts'],
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

/**
 * Unit and API tests. Without TEST_DATABASE_URL every server test runs on embedded PGlite. With it
 * (CI), the modules' API tests run on the real PostgreSQL, where races can happen; the database
 * layer and seed run on both; PGlite keeps the plugins, app and library tests; the end-to-end
 * tests run the server on PGlite. Running every module test on both took CI past its 20 minutes.
 */
export default defineConfig({
  test: {
    // Two test files at once even on 2 cores (the default would be one): much of the time is spent
    // waiting on PostgreSQL, sockets and timers, not on this process's CPU.
    maxWorkers: 2,
    projects: [
      { test: { name: 'contracts', root: './packages/contracts', include: ['src/**/*.test.ts'] } },
      {
        test: {
          name: 'web-kit',
          root: './packages/web-kit',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['./src/test/setup.ts'],
          isolate: false,
        },
      },
      serverProject(
        'server-pglite',
        { TEST_DB_KIND: 'pglite' },
        onPostgres ? { exclude: ['src/modules/**'] } : {},
      ),
      ...(onPostgres
        ? [
            serverProject(
              'server-postgres',
              { TEST_DB_KIND: 'postgres' },
              { include: ['src/modules/**/*.test.ts', 'src/db/**/*.test.ts'] },
            ),
          ]
        : []),
      {
        resolve: { alias: { '@': new URL('./apps/web/src', import.meta.url).pathname } },
        test: {
          name: 'web',
          root: './apps/web',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['./src/test/setup.ts'],
          isolate: false,
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
          isolate: false,
        },
      },
    ],
  },
});
