import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { buildApp } from '../app';
import { loadConfig, type AppConfig } from '../config/env';
import { openDatabase, type Database } from '../db/client';
import { databaseUrlOf, onServer } from './database-templates';

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

/** A fresh database for one test app, copied from the run's seeded template (see the setup). */
async function openTestDatabase(
  demo: boolean,
): Promise<{ database: Database; drop: () => Promise<void> }> {
  const templates = inject('databaseTemplates');
  const template = demo ? templates.demo : templates.base;
  if (templates.kind === 'pglite') {
    const pgliteDump = new Blob([await fs.readFile(template)]);
    return { database: await openDatabase({ pgliteDump }), drop: async () => undefined };
  }
  const name = `shop_test_${randomBytes(6).toString('hex')}`;
  await onServer(templates.serverUrl, `CREATE DATABASE ${name} TEMPLATE ${template}`);
  // A test's database is thrown away: its commits need not wait for the disk.
  await onServer(templates.serverUrl, `ALTER DATABASE ${name} SET synchronous_commit = off`);
  const database = await openDatabase({ databaseUrl: databaseUrlOf(templates.serverUrl, name) });
  const drop = () => onServer(templates.serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  return { database, drop };
}

/**
 * Builds the real application on a fresh, migrated database. `demo` starts from the generated demo
 * data; by default only the base settings are seeded and tests add what they need. `logStream`
 * receives the JSON log lines (with `env.LOG_LEVEL` set); `routes` registers test-only routes
 * before the app is ready.
 */
export async function createTestApp(
  options: {
    demo?: boolean;
    env?: Record<string, string>;
    logStream?: NodeJS.WritableStream;
    routes?: (app: FastifyInstance, config: AppConfig) => Promise<void>;
  } = {},
): Promise<TestApp> {
  const { database, drop } = await openTestDatabase(options.demo ?? false);
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    SHOP_CAPTCHA: 'off',
    DATA_DIR: path.join(os.tmpdir(), `shop-test-${randomBytes(4).toString('hex')}`),
    ...options.env,
  });
  const app = await buildApp(config, database.db, { logStream: options.logStream });
  if (options.routes) await app.register((instance) => options.routes!(instance, config));
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
