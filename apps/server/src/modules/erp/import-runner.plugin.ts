import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import fp from 'fastify-plugin';
import type { ImportKind } from './import-kind';
import { claimImportJob } from './import-job.repository';
import { IMPORT_LEASE_SECONDS, workOnImport } from './import-runner';

/** How often a process looks for an import waiting for work. */
const POLL_MS = 1_000;

/**
 * Runs the console's imports in the background (issue 26): every second the process takes the
 * oldest import waiting for work whose lease is free (one process per import, whichever is
 * running) and works on it to the end. Imports under way when the app closes are left with
 * their position recorded and their lease released, and resume when a process starts.
 */
export const importRunnerPlugin = fp<{
  importDir: string;
  kindOf: (kind: string) => ImportKind | undefined;
}>(
  async (app, { importDir, kindOf }) => {
    const owner = `${hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;
    let timer: NodeJS.Timeout | null = null;
    let running: Promise<void> | null = null;
    let closing = false;
    const work = { importDir, kindOf, stopping: () => closing };

    const poll = () => {
      if (running || closing) return;
      running = (async () => {
        for (;;) {
          const jobId = await claimImportJob(app.db, owner, IMPORT_LEASE_SECONDS);
          if (jobId === null || closing) return;
          await workOnImport(app.db, work, jobId, owner).catch((err: unknown) =>
            app.log.error({ err, jobId }, 'erp import: failed'),
          );
        }
      })()
        .catch((err: unknown) => app.log.error({ err }, 'erp import: poll failed'))
        .finally(() => {
          running = null;
        });
    };

    app.addHook('onReady', async () => {
      timer = setInterval(poll, POLL_MS);
      timer.unref();
    });
    app.addHook('onClose', async () => {
      closing = true;
      if (timer) clearInterval(timer);
      await running;
    });
  },
  { name: 'erp-import-runner' },
);
