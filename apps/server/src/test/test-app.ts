import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../app';
import { loadConfig, type AppConfig } from '../config/env';
import { openDatabase, type Database } from '../db/client';
import { seedDatabase } from '../db/seed';

export type TestApp = {
  app: FastifyInstance;
  database: Database;
  config: AppConfig;
  /** POSTs JSON to a call and returns the parsed envelope. */
  call: <T = unknown>(
    url: string,
    body?: object,
    headers?: Record<string, string>,
  ) => Promise<{ code: number; message: string; data: T; timestamp: number }>;
  close: () => Promise<void>;
};

/** The database a test runs on: PGlite in memory, or a fresh database on TEST_DATABASE_URL. */
async function openTestDatabase(): Promise<{ database: Database; drop: () => Promise<void> }> {
  const serverUrl =
    process.env.TEST_DB_KIND === 'postgres' ? process.env.TEST_DATABASE_URL : undefined;
  if (!serverUrl) return { database: await openDatabase({}), drop: async () => undefined };
  const name = `shop_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString() });
  const drop = async () => {
    const c = new pg.Client({ connectionString: serverUrl });
    await c.connect();
    await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await c.end();
  };
  return { database, drop };
}

/**
 * Builds the real application on a fresh, migrated database. `demo` seeds the generated demo data
 * (slower); by default only the base settings are seeded and tests add what they need.
 */
export async function createTestApp(
  options: { demo?: boolean; env?: Record<string, string> } = {},
): Promise<TestApp> {
  const { database, drop } = await openTestDatabase();
  await database.migrate();
  await seedDatabase(database.db, { demo: options.demo ?? false });
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    SHOP_CAPTCHA: 'off',
    DATA_DIR: path.join(os.tmpdir(), `shop-test-${randomBytes(4).toString('hex')}`),
    ...options.env,
  });
  const app = await buildApp(config, database.db);
  await app.ready();
  return {
    app,
    database,
    config,
    call: async (url, body = {}, headers = {}) => {
      const res = await app.inject({ method: 'POST', url, payload: body, headers });
      if (res.statusCode !== 200)
        throw new Error(`HTTP ${res.statusCode} from ${url}: ${res.body}`);
      return res.json();
    },
    close: async () => {
      await app.close();
      await database.close();
      await drop();
      await fs.rm(config.dataDir, { recursive: true, force: true });
    },
  };
}
