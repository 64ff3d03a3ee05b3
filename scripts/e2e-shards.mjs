// `npm run test:e2e` after the build: the journeys split in two shards that run side by side,
// each against its own servers and fresh demo database (E2E_PORT, see e2e/e2e-servers.ts), so
// no journey sees another's data. Most of a journey's time is spent waiting on pages, so two
// shards on two cores finish well before one would. Exits with the first failing shard's code.
import { spawn } from 'node:child_process';

const SHARDS = 2;
const BASE_PORT = Number(process.env.E2E_PORT ?? 8190);
const extra = process.argv.slice(2);

const runShard = (index) =>
  new Promise((resolve) => {
    const child = spawn(
      'npx',
      [
        'playwright',
        'test',
        '-c',
        'e2e/playwright.config.ts',
        `--shard=${index}/${SHARDS}`,
        ...extra,
      ],
      {
        stdio: 'inherit',
        // Two ports per shard: the shop and the closed site.
        env: { ...process.env, E2E_PORT: String(BASE_PORT + (index - 1) * 10) },
      },
    );
    child.on('error', () => resolve(1));
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });

const codes = await Promise.all(Array.from({ length: SHARDS }, (_, i) => runShard(i + 1)));
process.exit(codes.find((code) => code !== 0) ?? 0);
