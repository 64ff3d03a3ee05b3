import { IdSchema } from '@shop/contracts/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppConfig } from '../../config/env';
import { translate } from '../../lib/i18n/translate';
import { sendStoredFile } from '../../lib/upload/send-stored-file';
import { invoiceFileFor } from './order-erp-view.service';

/**
 * The buyer's download of an invoice the ERP issued (issue 26), at `/upload/invoice/<id>`: sent
 * only to the member whose order it is (a GET, so the order detail's button is a link; it
 * changes nothing, so it needs no CSRF token); anyone else gets 404 as for no invoice.
 */
export const orderInvoiceRoutes: FastifyPluginAsyncZod<{ config: AppConfig }> = async (
  app,
  { config },
) => {
  app.get(
    '/upload/invoice/:invoiceId',
    {
      config: { auth: 'optional' },
      schema: { hide: true, params: z.object({ invoiceId: z.string() }) },
    },
    async (request, reply) => {
      const invoiceId = IdSchema.safeParse(request.params.invoiceId);
      const found =
        invoiceId.success &&
        (await invoiceFileFor(
          app.db,
          config.documentDir,
          request.auth?.memberId ?? null,
          invoiceId.data,
        ));
      return sendStoredFile(reply, found, translate(request.lang(), 'order.invoice_not_found'));
    },
  );
};
