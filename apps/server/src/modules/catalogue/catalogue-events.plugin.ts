import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { openCatalogueBus } from './catalogue-bus';
import { applyCatalogueChange, EVERYTHING } from './catalogue-change-apply';
import { followChangeEvents } from './goods-index.store';

/** The Redis channel of one database's catalogue: the processes on one database share it. */
async function channelName(app: FastifyInstance): Promise<string> {
  const result: unknown = await app.db.execute(sql`select current_database() as name`);
  const rows = (result as { rows?: Array<{ name?: unknown }> }).rows ?? [];
  const name = rows[0]?.name;
  return `shop:catalogue:${typeof name === 'string' ? name : 'default'}`;
}

/**
 * With REDIS_URL set, opens the catalogue's change bus (ADR 0022): changes written by other
 * processes are applied here on receipt. While the bus is lost, the goods index falls back to its
 * version check; when it is back, every cache starts over (changes sent meanwhile were missed).
 */
export async function catalogueEventsPlugin(app: FastifyInstance): Promise<void> {
  if (!app.redis) return;
  const db = app.db;
  const bus = await openCatalogueBus(db, app.redis, await channelName(app), {
    onChange: (change) => void applyCatalogueChange(db, change),
    onError: (err) => app.log.warn({ err }, 'catalogue change bus error'),
    onLost: () => followChangeEvents(db, false),
    onResubscribed: () => {
      void applyCatalogueChange(db, EVERYTHING);
      followChangeEvents(db, true);
    },
  });
  followChangeEvents(db, true);
  app.addHook('onClose', async () => {
    followChangeEvents(db, false);
    await bus.close();
  });
}
