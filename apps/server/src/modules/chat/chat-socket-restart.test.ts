import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { loadConfig } from '../../config/env';
import { openDatabase, type Database } from '../../db/client';
import { seedDatabase } from '../../db/seed';
import { addBuyer, addShop } from '../order/order-create.fixtures';
import { appendChatMessage } from './chat-store';
import { sendChatMessage } from './chat-send.service';
import { addServicer, memberCookie, openInitialized, staffCookie } from './chat-socket.testing';

/** A restart needs a database that outlives the process: real PostgreSQL only. */
const serverUrl =
  process.env.TEST_DB_KIND === 'postgres' ? process.env.TEST_DATABASE_URL : undefined;

const name = `shop_test_restart_${randomBytes(4).toString('hex')}`;
const dataDir = path.join(os.tmpdir(), `shop-restart-${randomBytes(4).toString('hex')}`);
let database: Database | null = null;
let app: FastifyInstance | null = null;

async function admin(query: string): Promise<void> {
  const c = new pg.Client({ connectionString: serverUrl });
  await c.connect();
  await c.query(query);
  await c.end();
}

async function startApp(db: Database, port: number): Promise<FastifyInstance> {
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    SHOP_CAPTCHA: 'off',
    DATA_DIR: dataDir,
  });
  const built = await buildApp(config, db.db);
  await built.listen({ port, host: '127.0.0.1' });
  return built;
}

afterAll(async () => {
  await app?.close();
  await database?.close();
  if (serverUrl) await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await fs.rm(dataDir, { recursive: true, force: true });
});

describe.skipIf(!serverUrl)('chat socket across a server restart (PostgreSQL)', () => {
  it('closes sockets with 1001 (no close event); after the restart a reconnect catches up', async () => {
    await admin(`CREATE DATABASE ${name}`);
    const url = new URL(serverUrl!);
    url.pathname = `/${name}`;
    database = await openDatabase({ databaseUrl: url.toString() });
    await database.migrate();
    await seedDatabase(database.db, { demo: false });
    const db = database.db;
    const siteId = await addShop(db, {
      name: '重启药房',
      deliveryTypes: ['express'],
      freightFen: 0,
      freeFreightFen: 0,
    });
    const buyer = await addBuyer(db, 'restart', { address: false });
    const svc = await addServicer(db, siteId);

    app = await startApp(database, 0);
    const address = app.server.address();
    if (!address || typeof address === 'string') throw new Error('no address');
    const base = `http://127.0.0.1:${address.port}`;
    const common = {
      siteId,
      memberId: buyer.memberId,
      type: 0 as const,
      servicerId: 0,
      contentType: 0 as const,
    };

    const member = await openInitialized(base, {
      role: 'member',
      cookie: memberCookie(buyer.token),
    });
    const servicer = await openInitialized(base, {
      role: 'servicer',
      cookie: staffCookie(svc.token),
    });
    const first = await sendChatMessage(app, { ...common, content: '重启前' }, 'zh-CN');
    for (const p of [member, servicer])
      await p.waitFor((e) => 'data' in e && 'id' in e.data && e.data.id === first.id);

    await app.close();
    app = null;
    expect(await member.closed).toBe(1001);
    expect(await servicer.closed).toBe(1001);
    expect([...member.events, ...servicer.events].some((e) => e.type === 'close')).toBe(false);

    // Written while no server runs (e.g. by another process): only the database has them.
    const missed = [];
    for (const text of ['停机中 1', '停机中 2'])
      missed.push((await appendChatMessage(db, { ...common, content: text }, 'zh-CN')).message);

    app = await startApp(database, address.port);
    const lastSeen = Math.max(...member.messageIds());
    const back = await openInitialized(base, {
      role: 'member',
      cookie: memberCookie(buyer.token),
      lastId: lastSeen,
    });
    const shopBack = await openInitialized(base, {
      role: 'servicer',
      cookie: staffCookie(svc.token),
      lastId: Math.max(...servicer.messageIds()),
    });
    const after = await sendChatMessage(app, { ...common, content: '重启后' }, 'zh-CN');
    const expected = [...missed.map((m) => m.id), after.id];
    for (const p of [back, shopBack]) {
      await p.waitFor((e) => 'data' in e && 'id' in e.data && e.data.id === after.id);
      expect(p.messageIds()).toEqual(expected);
    }
    back.ws.close();
    shopBack.ws.close();
  });
});
