import { shopDocumentListEndpoint } from '@shop/contracts/member';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpointSchema } from '../../lib/endpoint-schema';
import { shopText } from '../../lib/i18n/shop-text';
import { findShopDocuments } from './shop-document.repository';

/** `/api/qualification/shopDocuments`: the open shops' licences (首营资料) for buyers (issue 16). */
export const shopDocumentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    shopDocumentListEndpoint.path,
    { config: { auth: 'required' }, schema: endpointSchema(shopDocumentListEndpoint, 'member') },
    async (request, reply) => {
      const lang = request.lang();
      const rows = await findShopDocuments(app.db);
      return reply.ok(
        rows.map((r) => ({
          id: r.id,
          site_id: r.siteId,
          shop_name: r.shopName,
          name: shopText(lang, r.name, r.nameEn),
          doc_no: r.docNo,
          valid_to: r.validTo,
          file: r.file,
        })),
      );
    },
  );
};
