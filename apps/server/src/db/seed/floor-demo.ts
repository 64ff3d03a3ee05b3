import { and, asc, desc, eq, inArray, like } from 'drizzle-orm';
import type { DbTransaction } from '../client';
import { goods, goodsCategory, pcFloor } from '../schema';

const ASSETS = '/demo/floor';

type FloorSeed = { title: string; titleEn: string } & (
  | { type: 'goods'; color: string; banner: string; categories: string[] }
  | { type: 'category'; color: string; category: string }
  | { type: 'adv'; adverts: { image: string; url: string; title: string }[] }
);

/** The demo home page: two goods floors, two category floors and two advert floors. */
const floors: FloorSeed[] = [
  {
    title: '感冒用药',
    titleEn: 'Cold remedies',
    type: 'goods',
    color: '#E4393C',
    banner: 'floor-cold.svg',
    categories: ['感冒用药'],
  },
  {
    title: '慢病用药',
    titleEn: 'Chronic care',
    type: 'goods',
    color: '#1565C0',
    banner: 'floor-chronic.svg',
    categories: ['心脑血管', '糖尿病用药'],
  },
  {
    title: '品牌活动',
    titleEn: 'Brand events',
    type: 'adv',
    adverts: [
      { image: 'adv-brand.svg', url: '/brand', title: '品牌药企 源头直供' },
      { image: 'adv-activity.svg', url: '/activity', title: '限时秒杀 每日上新' },
    ],
  },
  {
    title: '中药饮片',
    titleEn: 'Herbal pieces',
    type: 'category',
    color: '#8D5A2B',
    category: '中药饮片',
  },
  {
    title: '医疗器械',
    titleEn: 'Medical devices',
    type: 'category',
    color: '#0E8A6E',
    category: '医疗器械',
  },
  {
    title: '采购服务',
    titleEn: 'Buying services',
    type: 'adv',
    adverts: [
      { image: 'adv-coupon.svg', url: '/coupon', title: '领券中心 满减叠加' },
      { image: 'adv-street.svg', url: '/street', title: '店铺街 优质供应商' },
      { image: 'adv-out-of-stock.svg', url: '/member/out_of_stock', title: '缺货登记 到货通知' },
    ],
  },
];

/** Picks eight best sellers spread over the floor's categories (4 from each of two). */
async function pickGoods(tx: DbTransaction, categoryIds: number[]): Promise<number[]> {
  const per = Math.ceil(8 / categoryIds.length);
  const picked: number[] = [];
  for (const id of categoryIds) {
    const rows = await tx
      .select({ goodsId: goods.goodsId })
      .from(goods)
      .where(
        and(
          eq(goods.goodsState, 1),
          eq(goods.isDelete, false),
          like(goods.categoryPath, `%,${id},%`),
        ),
      )
      .orderBy(desc(goods.saleNum), asc(goods.goodsId))
      .limit(per);
    picked.push(...rows.map((r) => r.goodsId));
  }
  return picked;
}

/** Demo home page floors over the demo category tree (run after the catalogue seeder). */
export async function seedFloorDemo(tx: DbTransaction): Promise<void> {
  const names = floors.flatMap((f) =>
    f.type === 'goods' ? f.categories : f.type === 'category' ? [f.category] : [],
  );
  const rows = await tx
    .select({
      id: goodsCategory.categoryId,
      name: goodsCategory.categoryName,
      level: goodsCategory.level,
    })
    .from(goodsCategory)
    .where(inArray(goodsCategory.categoryName, names));
  const idOf = (name: string, level: number) => {
    const row = rows.find((r) => r.name === name && r.level === level);
    if (!row) throw new Error(`floor demo: no category ${name}`);
    return row.id;
  };
  let sort = 0;
  for (const floor of floors) {
    sort += 1;
    const base = { title: floor.title, titleEn: floor.titleEn, blockType: floor.type, sort };
    if (floor.type === 'adv') {
      const adverts = floor.adverts.map((a) => ({ ...a, image: `${ASSETS}/${a.image}` }));
      await tx.insert(pcFloor).values({ ...base, value: { adverts } });
    } else if (floor.type === 'category') {
      await tx
        .insert(pcFloor)
        .values({ ...base, value: { color: floor.color, category_id: idOf(floor.category, 1) } });
    } else {
      const categoryIds = floor.categories.map((name) => idOf(name, 2));
      await tx.insert(pcFloor).values({
        ...base,
        value: {
          color: floor.color,
          banner: { image: `${ASSETS}/${floor.banner}`, url: '/activity', title: floor.title },
          category_id: categoryIds[0],
          goods_ids: await pickGoods(tx, categoryIds),
        },
      });
    }
  }
}
