import multipart from '@fastify/multipart';
import {
  consoleBrandAddEndpoint,
  consoleBrandDeleteEndpoint,
  consoleBrandEditEndpoint,
  consoleBrandListEndpoint,
  consoleCatalogueImageEndpoint,
  consoleCategoryAddEndpoint,
  consoleCategoryDeleteEndpoint,
  consoleCategoryEditEndpoint,
  consoleCategoryListEndpoint,
  consoleCategoryMoveEndpoint,
  consoleServiceAddEndpoint,
  consoleServiceDeleteEndpoint,
  consoleServiceEditEndpoint,
  consoleServiceListEndpoint,
} from '@shop/contracts/catalogue';
import type { FastifyPluginAsync } from 'fastify';
import type { ModuleOptions } from '../module-plugin';
import { staffRoute, staffUploadRoute } from '../auth';
import { saveUploadedImage, UPLOAD_MAX_BYTES } from '../member';
import { addBrand, editBrand, listConsoleBrands, removeBrand } from './brand-console.service';
import { assertCatalogueWriter } from './catalogue-writer';
import {
  addCategory,
  editCategory,
  listConsoleCategories,
  moveCategory,
  removeCategory,
} from './category-console.service';
import {
  addService,
  editService,
  listConsoleServices,
  removeService,
} from './goods-service-console.service';

/** The uploaded images' folder (`/upload/catalogue/…`) and their largest side. */
const IMAGE_KIND = 'catalogue';
const IMAGE_MAX_SIDE = 800;

/** Categories, brands, goods services and their images in the console (issue 25). */
export const catalogueConsoleRoutes: FastifyPluginAsync<ModuleOptions> = async (
  app,
  { config },
) => {
  const tag = 'console-catalogue';
  const db = app.db;
  staffRoute(app, tag, consoleCategoryListEndpoint, () => listConsoleCategories(db));
  staffRoute(app, tag, consoleCategoryAddEndpoint, ({ actor, body }) =>
    addCategory(db, actor, body),
  );
  staffRoute(app, tag, consoleCategoryEditEndpoint, ({ actor, body }) =>
    editCategory(db, actor, body),
  );
  staffRoute(app, tag, consoleCategoryMoveEndpoint, ({ actor, body }) =>
    moveCategory(db, actor, body),
  );
  staffRoute(app, tag, consoleCategoryDeleteEndpoint, ({ actor, body }) =>
    removeCategory(db, actor, body.category_id),
  );
  staffRoute(app, tag, consoleBrandListEndpoint, ({ body }) => listConsoleBrands(db, body));
  staffRoute(app, tag, consoleBrandAddEndpoint, ({ actor, body }) => addBrand(db, actor, body));
  staffRoute(app, tag, consoleBrandEditEndpoint, ({ actor, body }) => editBrand(db, actor, body));
  staffRoute(app, tag, consoleBrandDeleteEndpoint, ({ actor, body }) =>
    removeBrand(db, actor, body.brand_id),
  );
  staffRoute(app, tag, consoleServiceListEndpoint, () => listConsoleServices(db));
  staffRoute(app, tag, consoleServiceAddEndpoint, ({ actor, body }) => addService(db, actor, body));
  staffRoute(app, tag, consoleServiceEditEndpoint, ({ actor, body }) =>
    editService(db, actor, body),
  );
  staffRoute(app, tag, consoleServiceDeleteEndpoint, ({ actor, body }) =>
    removeService(db, actor, body.id),
  );

  // multipart/form-data, one file: checked by content and re-encoded (lib/upload/image-store).
  await app.register(multipart, { limits: { fileSize: UPLOAD_MAX_BYTES, files: 1 } });
  staffUploadRoute(
    app,
    tag,
    consoleCatalogueImageEndpoint,
    { max: 60, timeWindow: 10 * 60_000 },
    async ({ actor, request }) => {
      await assertCatalogueWriter(db, actor);
      const path = await saveUploadedImage(request, {
        uploadDir: config.uploadDir,
        kind: IMAGE_KIND,
        maxSide: IMAGE_MAX_SIDE,
      });
      return { path };
    },
  );
};
