import type { EditorCategory, GoodsEditorOptions } from '@shop/contracts/catalogue';
import type { DbExecutor } from '../../db/client';
import { staffShop, type StaffActor } from '../auth';
import { getQualificationConfig, memberLabels, memberLevelOptions } from '../member';
import {
  findAllCategories,
  findBrands,
  findServices,
  findShopsFor,
} from './goods-editor-refs.repository';

type CategoryRow = Awaited<ReturnType<typeof findAllCategories>>[number];

/** The category rows as a tree, roots first, each level in display order. */
function categoryTree(rows: CategoryRow[]): EditorCategory[] {
  const childrenOf = new Map<number, CategoryRow[]>();
  for (const row of rows) childrenOf.set(row.pid, [...(childrenOf.get(row.pid) ?? []), row]);
  const build = (pid: number, depth: number): EditorCategory[] =>
    depth > 3
      ? []
      : (childrenOf.get(pid) ?? []).map((row) => ({
          category_id: row.categoryId,
          category_name: row.categoryName,
          level: row.level,
          children: build(row.categoryId, depth + 1),
        }));
  return build(0, 1);
}

/** `/staff/api/goods/editoroptions`: what the goods editor chooses from (issue 25). */
export async function goodsEditorOptions(
  db: DbExecutor,
  actor: StaffActor,
): Promise<GoodsEditorOptions> {
  const categories = await findAllCategories(db);
  const brands = await findBrands(db);
  const services = await findServices(db);
  const labels = await memberLabels(db);
  const levels = await memberLevelOptions(db);
  const { scopes } = await getQualificationConfig(db);
  const shops = await findShopsFor(db, staffShop(actor));
  return {
    categories: categoryTree(categories),
    brands: brands.map((b) => ({
      brand_id: b.brandId,
      brand_name: b.brandName,
      brand_initial: b.brandInitial,
    })),
    services: services.map((s) => ({ id: s.id, service_name: s.serviceName })),
    labels,
    levels,
    scopes: scopes.map((s) => ({ key: s.key, name: s.name })),
    shops: shops.map((s) => ({ site_id: s.siteId, shop_name: s.shopName })),
  };
}
