import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
export type DbTransaction = PgTransaction<
  PgQueryResultHKT,
  Schema,
  ExtractTablesWithRelations<Schema>
>;
/** What a repository function runs on: the database or an open transaction. */
export type DbExecutor = Db | DbTransaction;

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate: () => Promise<void>;
  close: () => Promise<void>;
};

const MIGRATIONS = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/**
 * Opens PostgreSQL: a real server when `databaseUrl` is given, otherwise embedded PGlite stored
 * under `pgliteDir` (or in memory when that is undefined), started from the dumped data directory
 * `pgliteDump` when one is given.
 */
export async function openDatabase(options: {
  databaseUrl?: string | undefined;
  pgliteDir?: string | undefined;
  pgliteDump?: Blob | undefined;
}): Promise<Database> {
  if (options.databaseUrl) {
    // A grown pool stays grown (min = max): opening a connection costs a PostgreSQL backend, 100 ms
    // and more on a busy machine, and pages arriving after a quiet spell would wait for it.
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 20, min: 20 });
    // An idle client's error must not crash the process; the pool replaces it.
    pool.on('error', () => undefined);
    const db = drizzleNodePg({ client: pool, schema }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      migrate: () =>
        migrateNodePg(drizzleNodePg({ client: pool, schema }), { migrationsFolder: MIGRATIONS }),
      close: () => pool.end(),
    };
  }
  if (options.pgliteDir) await fs.mkdir(options.pgliteDir, { recursive: true });
  const client = new PGlite({
    // Trigram indexes serve the console's goods search (migration 0013, ADR 0023).
    extensions: { pg_trgm },
    ...(options.pgliteDir ? { dataDir: options.pgliteDir } : {}),
    ...(options.pgliteDump ? { loadDataDir: options.pgliteDump } : {}),
  });
  const pgliteDb = drizzlePglite({ client, schema });
  return {
    db: pgliteDb as unknown as Db,
    kind: 'pglite',
    migrate: () => migratePglite(pgliteDb, { migrationsFolder: MIGRATIONS }),
    close: () => client.close(),
  };
}
