import {
  summariseErpRows,
  type ErpBatchBody,
  type ErpBatchResultSchema,
  type OpenEndpoint,
} from '@shop/contracts/erp';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { runErpBatch, type ErpBatchKind, type ErpBatchOptions } from './erp-batch-kind';
import { openRoute } from './open-route';

/**
 * Registers an open batch call (issue 26): up to 1,000 rows of `kind` for the key's shop, each
 * answered (created, updated, unchanged or refused with field and reason), a refused row never
 * stopping the others. `optionsOf` reads a call's own options from its body.
 */
export function openBatchRoute<Body extends z.ZodType<ErpBatchBody>>(
  app: FastifyInstance,
  endpoint: OpenEndpoint<Body, typeof ErpBatchResultSchema>,
  kind: ErpBatchKind,
  optionsOf: (body: z.output<Body>) => Partial<ErpBatchOptions> = () => ({}),
): void {
  openRoute(app, endpoint, async ({ siteId, body, request }) =>
    summariseErpRows(
      await runErpBatch(app.db, siteId, kind, body.rows, {
        lang: request.lang(),
        dryRun: false,
        ...optionsOf(body),
      }),
    ),
  );
}
