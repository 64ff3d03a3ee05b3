import { defineEndpoint, EmptyBodySchema } from '../common';
import { defineStaffEndpoint } from '../staff/staff-endpoint';
import {
  GoodsAddBodySchema,
  GoodsEditBodySchema,
  GoodsEditorBodySchema,
  GoodsEditorDataSchema,
  GoodsSavedSchema,
} from './goods-editor.schema';
import {
  GoodsEditorOptionsSchema,
  GoodsPreviewBodySchema,
  GoodsPreviewLinkSchema,
  GoodsPreviewSchema,
  GoodsPreviewTicketBodySchema,
  GoodsUploadSchema,
} from './goods-editor-options.schema';

/*
 * The console's goods editor (issue 25): every write is one transaction, audited, and checked
 * against the staff account's shop; the storefront follows at once (`catalogueChanged`).
 */

/** The choices of the editor: categories, brands, services, buyer types, levels, scopes, shops. */
export const goodsEditorOptionsEndpoint = defineStaffEndpoint({
  path: '/staff/api/goods/editoroptions',
  body: EmptyBodySchema,
  data: GoodsEditorOptionsSchema,
  permission: 'goods.edit',
});

/** One goods of the shop as the editor loads it (edit, copy). */
export const goodsEditorEndpoint = defineStaffEndpoint({
  path: '/staff/api/goods/editor',
  body: GoodsEditorBodySchema,
  data: GoodsEditorDataSchema,
  permission: 'goods.edit',
});

/** Creates a goods with its SKUs, prices, images and sale control. */
export const goodsAddEndpoint = defineStaffEndpoint({
  path: '/staff/api/goods/add',
  body: GoodsAddBodySchema,
  data: GoodsSavedSchema,
  permission: 'goods.edit',
});

/** Replaces a goods' fields, SKUs (kept by id), prices, images and sale control. */
export const goodsEditEndpoint = defineStaffEndpoint({
  path: '/staff/api/goods/edit',
  body: GoodsEditBodySchema,
  data: GoodsSavedSchema,
  permission: 'goods.edit',
});

/** Uploads one goods image (multipart `file`): checked by content, re-encoded in three sizes. */
export const goodsImageUploadEndpoint = defineStaffEndpoint({
  path: '/staff/api/goods/uploadimage',
  body: EmptyBodySchema,
  data: GoodsUploadSchema,
  permission: 'goods.edit',
});

/** Uploads a package insert PDF (multipart `file`), checked by content. */
export const goodsInsertUploadEndpoint = defineStaffEndpoint({
  path: '/staff/api/goods/uploadinsert',
  body: EmptyBodySchema,
  data: GoodsUploadSchema,
  permission: 'goods.edit',
});

/** A short-lived link to the goods page as a chosen member sees it. */
export const goodsPreviewEndpoint = defineStaffEndpoint({
  path: '/staff/api/goods/preview',
  body: GoodsPreviewBodySchema,
  data: GoodsPreviewLinkSchema,
  permission: 'goods.edit',
});

/** The storefront's preview page: the goods as the link's member sees it (staff session only). */
export const goodsPreviewTicketEndpoint = defineEndpoint({
  path: '/api/goodssku/preview',
  body: GoodsPreviewTicketBodySchema,
  data: GoodsPreviewSchema,
});
