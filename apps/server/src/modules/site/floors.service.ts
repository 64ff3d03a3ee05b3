import type { GoodsCard } from '@shop/contracts/catalogue';
import type {
  AdvFloor,
  CategoryFloor,
  Floor,
  FloorCategoryLink,
  GoodsFloor,
} from '@shop/contracts/site';
import { z } from 'zod';
import type { DbExecutor } from '../../db/client';
import { shopText } from '../../lib/i18n/shop-text';
import type { Lang } from '../../lib/i18n/translate';
import { cachedRead } from '../../lib/read-cache';
import { loadGoodsCards } from '../catalogue';
import type { Viewer } from '../auth';
import {
  findBestSellerIds,
  findCategoriesWithChildren,
  findShownFloors,
} from './floors.repository';

/** Best sellers shown on a category floor (two rows of four beside the category panel). */
export const CATEGORY_FLOOR_GOODS = 8;
/** At most this many hand-picked goods on a goods floor. */
export const GOODS_FLOOR_MAX = 10;
const ADV_FLOOR_MAX = 3;

const ImageValue = z.object({
  image: z.string().min(1).max(500),
  url: z.string().max(500).default(''),
  title: z.string().max(60).default(''),
});

/** The `value` JSON of each block type as staff save it in `pc_floor`. */
const FloorValue = {
  goods: z.object({
    color: z.string().max(20).default('#E4393C'),
    banner: ImageValue.nullable().default(null),
    category_id: z.number().int().positive().nullable().default(null),
    goods_ids: z.array(z.number().int().positive()).max(GOODS_FLOOR_MAX),
  }),
  category: z.object({
    color: z.string().max(20).default('#E4393C'),
    category_id: z.number().int().positive(),
  }),
  adv: z.object({ adverts: z.array(ImageValue).min(1).max(ADV_FLOOR_MAX) }),
};

/**
 * A floor as cached: everything but the cards, which depend on the viewer, with the title's
 * English (issue 14) beside it for the request's language to choose.
 */
type FloorDef = { titleEn: string } & (
  | (Omit<GoodsFloor, 'goods_list'> & { goodsIds: number[] })
  | (Omit<CategoryFloor, 'goods_list'> & { goodsIds: number[] })
  | AdvFloor
);

type Row = Awaited<ReturnType<typeof findShownFloors>>[number];
type Parsed =
  | { row: Row; kind: 'goods'; value: z.infer<typeof FloorValue.goods> }
  | { row: Row; kind: 'category'; value: z.infer<typeof FloorValue.category> }
  | { row: Row; kind: 'adv'; value: z.infer<typeof FloorValue.adv> };

/** A floor whose saved value does not fit its block type is left out, not shown broken. */
function parseFloor(row: Row): Parsed | null {
  const kind = row.blockType;
  if (kind !== 'goods' && kind !== 'category' && kind !== 'adv') return null;
  const value = FloorValue[kind].safeParse(row.value);
  return value.success ? ({ row, kind, value: value.data } as Parsed) : null;
}

async function loadFloorDefs(db: DbExecutor): Promise<FloorDef[]> {
  const parsed = (await findShownFloors(db)).flatMap((row) => parseFloor(row) ?? []);
  const categoryIds = parsed.flatMap((p) =>
    p.kind === 'adv' || p.value.category_id === null ? [] : [p.value.category_id],
  );
  const categories = await findCategoriesWithChildren(db, categoryIds);
  const link = (id: number | null): FloorCategoryLink | null => {
    const c = categories.find((row) => row.categoryId === id);
    return c ? { category_id: c.categoryId, category_name: c.categoryName, level: c.level } : null;
  };
  const defs: FloorDef[] = [];
  for (const { row, kind, value } of parsed) {
    const base = { floor_id: row.floorId, title: row.title, titleEn: row.titleEn };
    if (kind === 'adv') {
      defs.push({ ...base, block_type: 'adv', adv_list: value.adverts });
    } else if (kind === 'goods') {
      const { color, banner, goods_ids } = value;
      const more = link(value.category_id);
      defs.push({ ...base, block_type: 'goods', color, banner, more, goodsIds: goods_ids });
    } else {
      const category = link(value.category_id);
      // A hidden or deleted category takes its floor with it.
      if (!category) continue;
      const childList = categories
        .filter((c) => c.pid === category.category_id)
        .map((c) => link(c.categoryId)!);
      const goodsIds = await findBestSellerIds(db, category.category_id, CATEGORY_FLOOR_GOODS);
      defs.push({
        ...base,
        block_type: 'category',
        color: value.color,
        category,
        child_list: childList,
        goodsIds,
      });
    }
  }
  return defs;
}

/**
 * The home page floors in display order. The definitions (titles, links, which goods) are the
 * same for everyone and cached briefly; the goods cards are made per viewer, so prices and labels
 * follow the catalogue's visibility rule (spec §6), and titles its language.
 */
export async function getFloors(db: DbExecutor, viewer: Viewer, lang: Lang): Promise<Floor[]> {
  const defs = await cachedRead(db, 'pc-floors', () => loadFloorDefs(db));
  const allIds = defs.flatMap((d) => (d.block_type === 'adv' ? [] : d.goodsIds));
  const cards = await loadGoodsCards(db, viewer, [...new Set(allIds)]);
  const byGoods = new Map(cards.map((c) => [c.goods_id, c] as const));
  return defs.map(({ titleEn, ...def }): Floor => {
    const title = shopText(lang, def.title, titleEn);
    if (def.block_type === 'adv') return { ...def, title };
    const { goodsIds, ...rest } = def;
    const goodsList = goodsIds.flatMap((id): GoodsCard[] => {
      const card = byGoods.get(id);
      return card ? [card] : [];
    });
    return { ...rest, title, goods_list: goodsList };
  });
}
