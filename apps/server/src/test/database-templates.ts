import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase, type Database } from '../db/client';
import { seedDatabase } from '../db/seed';

/**
 * Where each test's fresh database is copied from: a migrated database seeded with the base
 * settings, and one also seeded with the demo data. Built once per run by this global setup, so a
 * test pays for a copy (a PostgreSQL `CREATE DATABASE … TEMPLATE`, or a PGlite data-directory
 * dump) instead of running every migration and the seed again.
 */
export type DatabaseTemplates =
  | { kind: 'postgres'; serverUrl: string; base: string; demo: string }
  | { kind: 'pglite'; base: string; demo: string };

declare module 'vitest' {
  export interface ProvidedContext {
    databaseTemplates: DatabaseTemplates;
  }
}

/** Runs one statement on the server's maintenance database (creating or dropping databases). */
export async function onServer(serverUrl: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** The URL of database `name` on the server of `serverUrl`. */
export function databaseUrlOf(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function seeded(database: Database, demo: boolean): Promise<Database> {
  await database.migrate();
  await seedDatabase(database.db, { demo });
  return database;
}

async function postgresTemplates(serverUrl: string) {
  const tag = randomBytes(4).toString('hex');
  const names = { base: `shop_template_${tag}_base`, demo: `shop_template_${tag}_demo` };
  // Both built at once: the server does much of the work, in processes of its own.
  await Promise.all(
    Object.entries(names).map(async ([kind, name]) => {
      await onServer(serverUrl, `CREATE DATABASE ${name}`);
      await onServer(serverUrl, `ALTER DATABASE ${name} SET synchronous_commit = off`);
      const database = await openDatabase({ databaseUrl: databaseUrlOf(serverUrl, name) });
      await (await seeded(database, kind === 'demo')).close();
    }),
  );
  const templates: DatabaseTemplates = { kind: 'postgres', serverUrl, ...names };
  const drop = async () => {
    for (const name of Object.values(names))
      await onServer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  };
  return { templates, drop };
}

async function pgliteTemplates() {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'shop-test-templates-'));
  const files = { base: path.join(dir, 'base.tar'), demo: path.join(dir, 'demo.tar') };
  for (const [kind, file] of Object.entries(files)) {
    const database = await seeded(await openDatabase({}), kind === 'demo');
    const client = (database.db as unknown as { $client: PGlite }).$client;
    const dump = await client.dumpDataDir('none');
    await fs.writeFile(file, Buffer.from(await dump.arrayBuffer()));
    await database.close();
  }
  const templates: DatabaseTemplates = { kind: 'pglite', ...files };
  return { templates, drop: () => fs.rm(dir, { recursive: true, force: true }) };
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  const onPostgres = project.config.env.TEST_DB_KIND === 'postgres' && serverUrl;
  const { templates, drop } = onPostgres
    ? await postgresTemplates(serverUrl)
    : await pgliteTemplates();
  project.provide('databaseTemplates', templates);
  return drop;
}
