import path from 'node:path';
import { buildApp } from './app';
import { loadConfig } from './config/env';
import { openDatabase } from './db/client';
import { seedDatabase } from './db/seed';
import { demoAccountLines } from './db/seed/demo-accounts-log';
import { prepareFirstRun } from './modules/staff';

const config = loadConfig();
const database = await openDatabase({
  databaseUrl: config.databaseUrl,
  pgliteDir: path.join(config.dataDir, 'pglite'),
});
await database.migrate();
const seed = await seedDatabase(database.db, { demo: config.demoData });
// A person at a terminal reads lines; a pipe or a log collector gets one JSON object per line.
const app = await buildApp(config, database.db, { readableLogs: process.stdout.isTTY === true });

let closing = false;
const shutdown = async (signal: string) => {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  await app.close();
  await database.close();
  process.exit(0);
};
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ host: config.host, port: config.port });
const where = config.databaseUrl
  ? 'PostgreSQL (DATABASE_URL)'
  : `embedded PGlite in ${config.dataDir}`;
app.log.info(`storefront on http://localhost:${config.port} — database: ${where}`);
// ADR 0023: an install without an administrator prints a one-time setup token for /admin.
const setupToken = await prepareFirstRun(database.db);
if (setupToken)
  app.log.warn(
    `first run: no administrator yet. Open http://localhost:${config.port}/admin and enter the setup token ${setupToken} (valid 24 hours; a restart prints a new one)`,
  );
if (seed.seeded && seed.demo) for (const line of demoAccountLines(config.port)) app.log.info(line);
