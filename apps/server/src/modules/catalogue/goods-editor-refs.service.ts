import type { GoodsAddBody } from '@shop/contracts/catalogue';
import type { DbExecutor } from '../../db/client';
import { isStoredImage } from '../../lib/upload/image-store';
import { getQualificationConfig, knownAreaIds, memberLabels, memberLevelOptions } from '../member';
import type { SkuDraft } from './goods-editor-draft';
import { refuse } from './goods-editor-draft';
import {
  brandExists,
  erpCodeTaken,
  findCategoryForGoods,
  findCategoryParent,
  knownServiceIds,
} from './goods-editor-refs.repository';
import { isStoredInsert } from './goods-upload.service';

/** Where the editor's uploads live (checked by path pattern and on disk, never a client path). */
export type UploadPlace = { uploadDir: string };

/**
 * The ids of a goods body checked against what exists (issue 25): a leaf category, the brand,
 * the services, the licence scopes, the buyer types and levels of the prices, the barred regions,
 * an ERP code no other goods of the shop holds, and images and an insert PDF this server stored.
 * Answers the category path (",1,12,123,"). The first id at fault is refused, naming its field.
 */
export async function checkGoodsRefs(
  db: DbExecutor,
  body: GoodsAddBody,
  skus: SkuDraft[],
  target: { siteId: number; goodsId: number; place: UploadPlace },
): Promise<string> {
  const category = await findCategoryForGoods(db, body.category_id);
  if (!category) throw refuse('goods_editor.category_not_found', 'category_id');
  if (category.hasChildren) throw refuse('goods_editor.category_not_leaf', 'category_id');
  const path = [category.categoryId];
  for (let pid = category.pid; pid > 0 && path.length < 5; pid = await findCategoryParent(db, pid))
    path.unshift(pid);
  if (body.brand_id !== null && !(await brandExists(db, body.brand_id)))
    throw refuse('goods_editor.brand_not_found', 'brand_id');
  const services = await knownServiceIds(db, body.service_ids);
  if (body.service_ids.some((id) => !services.has(id)))
    throw refuse('goods_editor.service_not_found', 'service_ids');
  await checkScopes(db, body);
  await checkGrades(db, skus);
  const areas = body.sale_control?.barred_area_ids ?? [];
  const known = await knownAreaIds(db, areas);
  if (areas.some((id) => !known.has(id)))
    throw refuse('goods_editor.area_not_found', 'sale_control.barred_area_ids');
  const labels = new Set((await memberLabels(db)).map((l) => l.label_id));
  const allowed = body.sale_control?.allowed_label_ids ?? [];
  if (allowed.some((id) => !labels.has(id)))
    throw refuse('goods_editor.label_not_found', 'sale_control.allowed_label_ids');
  if (
    body.goods_erp_spid &&
    (await erpCodeTaken(db, target.siteId, body.goods_erp_spid, target.goodsId))
  )
    throw refuse('goods_editor.erp_taken', 'goods_erp_spid', { code: body.goods_erp_spid });
  for (const [i, image] of body.images.entries())
    if (!(await isStoredImage(target.place.uploadDir, 'goods', image)))
      throw refuse('goods_editor.image_invalid', 'images', { index: i + 1 });
  if (
    body.instructions_pdf &&
    !(await isStoredInsert(target.place.uploadDir, body.instructions_pdf))
  )
    throw refuse('goods_editor.pdf_invalid', 'instructions_pdf');
  return `,${path.join(',')},`;
}

async function checkScopes(db: DbExecutor, body: GoodsAddBody): Promise<void> {
  const keys = new Set((await getQualificationConfig(db)).scopes.map((s) => s.key));
  if (body.business_scope && !keys.has(body.business_scope))
    throw refuse('goods_editor.scope_not_found', 'business_scope', { scope: body.business_scope });
  const missing = body.sale_control?.required_scopes.find((s) => !keys.has(s));
  if (missing)
    throw refuse('goods_editor.scope_not_found', 'sale_control.required_scopes', {
      scope: missing,
    });
}

async function checkGrades(db: DbExecutor, skus: SkuDraft[]): Promise<void> {
  const [labels, levels] = await Promise.all([memberLabels(db), memberLevelOptions(db)]);
  const known = {
    label: new Set(labels.map((l) => l.label_id)),
    level: new Set(levels.map((l) => l.level_id)),
  };
  skus.forEach((sku, i) => {
    const bad = sku.grades.find((g) => !known[g.kind].has(g.targetId));
    if (bad) throw refuse(`goods_editor.${bad.kind}_not_found`, `skus.${i}.${bad.kind}_prices`);
  });
}
