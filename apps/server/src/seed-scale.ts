// `npm run seed:scale -- 50000`: grows the demo catalogue of DATA_DIR's embedded database, or of
// DATABASE_URL, to that many SKUs (issue #13). Migrates and seeds the demo data first when the
// database is empty; running it again with the same number adds nothing.
import path from 'node:path';
import { loadConfig } from './config/env';
import { openDatabase } from './db/client';
import { seedDatabase } from './db/seed';
import { growCatalogue } from './db/seed/scale/scale-seed';

/** Progress and the result go to stdout (the console is kept for warnings in the server). */
const say = (line: string) => process.stdout.write(`${line}\n`);

const target = Number(process.argv[2]?.replace(/[_,]/g, ''));
if (!Number.isInteger(target) || target <= 0) {
  console.error('usage: npm run seed:scale -- <number of SKUs>, e.g. 50000');
  process.exit(2);
}

const config = loadConfig();
const database = await openDatabase({
  databaseUrl: config.databaseUrl,
  pgliteDir: path.join(config.dataDir, 'pglite'),
});
try {
  const startedAt = Date.now();
  await database.migrate();
  const seed = await seedDatabase(database.db, { demo: config.demoData });
  if (seed.seeded) say(`seeded the demo data (${Date.now() - startedAt} ms)`);
  const growAt = Date.now();
  let shown = 0;
  const result = await growCatalogue(database.db, target, (skus) => {
    if (skus - shown >= 10_000 || skus >= target) {
      shown = skus;
      say(`${skus} SKUs (${((Date.now() - growAt) / 1000).toFixed(1)} s)`);
    }
  });
  const where = config.databaseUrl ? 'DATABASE_URL' : path.join(config.dataDir, 'pglite');
  say(
    result.goodsAdded === 0
      ? `${where}: ${result.before} SKUs already, nothing added`
      : `${where}: ${result.before} -> ${result.after} SKUs, ${result.goodsAdded} goods added in ${((Date.now() - growAt) / 1000).toFixed(1)} s`,
  );
} finally {
  await database.close();
}
