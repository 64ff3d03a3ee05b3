import multipart from '@fastify/multipart';
import { IdSchema } from '@shop/contracts/common';
import {
  ANNEX_MAX_MB,
  consoleAnnexDeleteEndpoint,
  consoleAnnexUploadEndpoint,
  consoleBatchEndpoint,
  orderGoodsAnnexEndpoint,
} from '@shop/contracts/order';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppConfig } from '../../config/env';
import { endpointSchema } from '../../lib/endpoint-schema';
import { translate } from '../../lib/i18n/translate';
import { sendStoredFile } from '../../lib/upload/send-stored-file';
import { memberIdOf } from '../../plugins/auth';
import {
  requestStaffToken,
  resolveStaffToken,
  staffRoute,
  staffUploadRoute,
  type StaffIdentity,
} from '../auth';
import { readUploadedDocument } from '../member';
import { annexFileFor, getOrderGoodsAnnex } from './order-annex-read.service';
import { deleteAnnex, setBatch, uploadAnnex } from './order-annex.service';

const tag = 'order';
const uploadLimit = { max: 60, timeWindow: 10 * 60_000 };

/** The staff session of a download, if any (a bad or expired one counts as none). */
async function downloadingStaff(request: FastifyRequest): Promise<StaffIdentity | null> {
  const token = requestStaffToken(request);
  if (!token) return null;
  return resolveStaffToken(request.server.db, token).catch(() => null);
}

/**
 * Batch documents (issue 17): the buyer's `/api/order/orderGoodsAnnex`, the console's batch and
 * document writes (order.fulfil), and the documents' downloads at `/upload/annex/<id>`. Unlike the
 * public uploads, a document is sent only to the order's member or to staff who read the shop's
 * orders (a GET, so a link downloads it; it changes nothing, so it needs no CSRF token), and
 * anyone else gets 404 as for a document that does not exist.
 */
export const orderAnnexRoutes: FastifyPluginAsyncZod<{ config: AppConfig }> = async (
  app,
  { config },
) => {
  await app.register(multipart, { limits: { fileSize: ANNEX_MAX_MB * 1024 * 1024, files: 1 } });

  app.post(
    orderGoodsAnnexEndpoint.path,
    { config: { auth: 'required' }, schema: endpointSchema(orderGoodsAnnexEndpoint, tag) },
    async (request, reply) =>
      reply.ok(
        await getOrderGoodsAnnex(
          app.db,
          memberIdOf(request),
          request.body.order_id,
          request.lang(),
        ),
      ),
  );

  staffRoute(app, tag, consoleBatchEndpoint, ({ actor, body }) => setBatch(app.db, actor, body));
  staffUploadRoute(app, tag, consoleAnnexUploadEndpoint, uploadLimit, async ({ actor, request }) =>
    uploadAnnex(
      app.db,
      actor,
      { documentDir: config.documentDir, lang: request.lang() },
      await readUploadedDocument(request, ANNEX_MAX_MB * 1024 * 1024),
    ),
  );
  staffRoute(app, tag, consoleAnnexDeleteEndpoint, ({ actor, body }) =>
    deleteAnnex(app.db, actor, config.documentDir, body.annex_id),
  );

  app.get(
    '/upload/annex/:annexId',
    {
      config: { auth: 'optional' },
      schema: { hide: true, params: z.object({ annexId: z.string() }) },
    },
    async (request, reply) => {
      const annexId = IdSchema.safeParse(request.params.annexId);
      const found =
        annexId.success &&
        (await annexFileFor(
          app.db,
          config.documentDir,
          { memberId: request.auth?.memberId ?? null, staff: await downloadingStaff(request) },
          annexId.data,
        ));
      return sendStoredFile(reply, found, translate(request.lang(), 'order.annex_not_found'));
    },
  );
};
