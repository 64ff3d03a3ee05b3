import { and, asc, eq } from 'drizzle-orm';
import { fullPinyin, pinyinInitials } from '../../lib/pinyin';
import { VIRTUAL_GOODS_CLASS } from '../../modules/catalogue';
import type { DbTransaction } from '../client';
import { goods, goodsCategory, goodsSku, shop } from '../schema';

const NAME = '电子血压计计量校准服务卡';
const SPEC = '到店校准1次/张';

/**
 * A virtual goods of the own shop (issue 17): a pharmacy buys a calibration of its in-store blood
 * pressure monitor; paying gives a code, verified at one of the shop's pickup stores, where the
 * monitor is calibrated on the spot. It sits with the blood pressure monitors (血压计).
 */
export async function seedVirtualGoodsDemo(tx: DbTransaction): Promise<void> {
  const [own] = await tx.select({ siteId: shop.siteId }).from(shop).where(eq(shop.isOwn, true));
  const [leaf] = await tx
    .select({ id: goodsCategory.categoryId })
    .from(goodsCategory)
    .where(and(eq(goodsCategory.categoryName, '血压计'), eq(goodsCategory.level, 3)));
  if (!own || !leaf) return;
  // The picture and category path of the monitors it serves.
  const [monitor] = await tx
    .select({ image: goods.goodsImage, path: goods.categoryPath })
    .from(goods)
    .where(eq(goods.categoryId, leaf.id))
    .orderBy(asc(goods.goodsId))
    .limit(1);
  if (!monitor) return;
  const initials = pinyinInitials(NAME);
  const [card] = await tx
    .insert(goods)
    .values({
      siteId: own.siteId,
      goodsName: NAME,
      genericName: NAME,
      introduction:
        '付款后生成核销码，携血压计到康源医药门店出示核销码，当场完成计量校准并出具校准记录',
      keywords: [NAME, '血压计', '校准', '虚拟商品', initials].join(','),
      categoryId: leaf.id,
      categoryPath: monitor.path,
      goodsImage: monitor.image,
      goodsContent:
        '<p>适用于药店自用的上臂式、腕式电子血压计。</p><p>付款后在订单详情查看核销码，营业时间内携带血压计到任一康源医药门店，店员核销后当场完成计量校准并出具校准记录。</p>',
      unit: '张',
      goodsClass: VIRTUAL_GOODS_CLASS,
      isMedicinal: 0,
      manufacturer: '康源医药服务中心',
      taxRate: 6,
      priceFen: 6800,
      marketPriceFen: 9800,
      stock: 1000,
      pinyin: fullPinyin(NAME),
      pinyinInitials: initials,
    })
    .returning({ goodsId: goods.goodsId });
  if (!card) return;
  await tx.insert(goodsSku).values({
    goodsId: card.goodsId,
    siteId: own.siteId,
    skuName: `${NAME} ${SPEC}`,
    specName: SPEC,
    skuNo: 'KY-SVC-BP01',
    skuImage: monitor.image,
    skuImages: monitor.image,
    priceFen: 6800,
    marketPriceFen: 9800,
    stock: 1000,
    isDefault: true,
  });
}
