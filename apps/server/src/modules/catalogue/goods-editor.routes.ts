import multipart from '@fastify/multipart';
import {
  goodsAddEndpoint,
  goodsEditEndpoint,
  goodsEditorEndpoint,
  goodsEditorOptionsEndpoint,
  goodsImageUploadEndpoint,
  goodsInsertUploadEndpoint,
  goodsPreviewEndpoint,
  goodsPreviewTicketEndpoint,
} from '@shop/contracts/catalogue';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Lang } from '../../lib/i18n/translate';
import { endpointSchema } from '../../lib/endpoint-schema';
import { requestStaffToken, resolveStaffToken, staffRoute, staffUploadRoute } from '../auth';
import type { ModuleOptions } from '../module-plugin';
import { goodsEditorOptions } from './goods-editor-options.service';
import { addGoods, editGoods, loadEditorGoods } from './goods-editor.service';
import { createPreviewLink, openPreview } from './goods-preview.service';
import { INSERT_MAX_BYTES, uploadGoodsImage, uploadGoodsInsert } from './goods-upload.service';

const tag = 'console-goods';
const uploadLimit = { max: 120, timeWindow: 10 * 60_000 };

/** The console's goods editor (issue 25): options, load, add, edit, uploads and the preview. */
export const goodsEditorRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { config }) => {
  await app.register(multipart, { limits: { fileSize: INSERT_MAX_BYTES, files: 1 } });
  const ctx = (lang: Lang) => ({
    place: { uploadDir: config.uploadDir },
    lang,
  });
  staffRoute(app, tag, goodsEditorOptionsEndpoint, ({ actor }) =>
    goodsEditorOptions(app.db, actor),
  );
  staffRoute(app, tag, goodsEditorEndpoint, ({ actor, body }) =>
    loadEditorGoods(app.db, actor, body.goods_id),
  );
  staffRoute(app, tag, goodsAddEndpoint, ({ actor, body, request }) =>
    addGoods(app.db, actor, body, ctx(request.lang())),
  );
  staffRoute(app, tag, goodsEditEndpoint, ({ actor, body, request }) =>
    editGoods(app.db, actor, body, ctx(request.lang())),
  );
  staffRoute(app, tag, goodsPreviewEndpoint, ({ actor, body }) =>
    createPreviewLink({ db: app.db, kv: app.kv }, actor, body),
  );

  // multipart/form-data: the file is read and checked by the service.
  staffUploadRoute(app, tag, goodsImageUploadEndpoint, uploadLimit, ({ request }) =>
    uploadGoodsImage(request, config.uploadDir),
  );
  staffUploadRoute(app, tag, goodsInsertUploadEndpoint, uploadLimit, ({ request }) =>
    uploadGoodsInsert(request, config.uploadDir),
  );

  app.post(
    goodsPreviewTicketEndpoint.path,
    {
      config: { openWhenClosed: true },
      schema: endpointSchema(goodsPreviewTicketEndpoint, 'catalogue'),
    },
    async (request, reply) => {
      const token = requestStaffToken(request);
      const staff = token ? await resolveStaffToken(app.db, token).catch(() => null) : null;
      void reply.header('cache-control', 'no-store');
      return reply.ok(
        await openPreview({ db: app.db, kv: app.kv }, staff, request.body.ticket, request.lang()),
      );
    },
  );
};
