import { baseFen, unitOf } from '@shop/contracts/pricing';
import { fenToYuan } from '@shop/contracts/money';
import type {
  BundlingDetail,
  BundlingDetailGoods,
  BundlingStatus,
} from '@shop/contracts/promotion';
import type { DbExecutor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { type Lang, type Refusal, translate } from '../../lib/i18n/translate';
import {
  mayViewPrice,
  saleControlOf,
  type SaleControlVerdict,
  findBundleGoodsRows,
  findBundleRows,
  findSkuRows,
  priceBundleItems,
} from '../pricing';
import type { Viewer } from '../auth';

const statusAt = (startAt: Date, endAt: Date, shopStatus: number, now: Date): BundlingStatus => {
  if (shopStatus !== 1 || endAt <= now) return 'ended';
  return startAt > now ? 'upcoming' : 'running';
};

/**
 * `/bundling/api/bundling/detail`: a bundle (组合套餐), its window and goods. Members allowed to
 * see every goods' price (spec §6) get the bundle price against the single prices of one set
 * (priced by the cart's own `priceBundleItems`, so the page shows what the cart charges); the
 * sets in stock bound the quantity (spec §5). `can_buy` with `refusal` says whether it can be
 * bought now and why not.
 */
export async function getBundlingDetail(
  db: DbExecutor,
  viewer: Viewer,
  blId: number,
  lang: Lang,
  now = new Date(),
): Promise<BundlingDetail> {
  const [bundle] = await findBundleRows(db, [blId]);
  const members = await findBundleGoodsRows(db, [blId]);
  if (!bundle || bundle.kind !== 'bundling' || members.length === 0)
    throw new AppError('bundling.not_found');
  const status = statusAt(bundle.startAt, bundle.endAt, bundle.status, now);
  const skuRows = await findSkuRows(
    db,
    members.map((m) => m.skuId),
  );
  const rowOf = new Map(skuRows.map((r) => [r.skuId, r]));
  const goodsIds = [...new Set(skuRows.map((r) => r.goodsId))];
  const verdicts = viewer
    ? await saleControlOf(db, viewer, goodsIds)
    : new Map<number, SaleControlVerdict>();
  const showPrice = goodsIds.every((id) => mayViewPrice(viewer, verdicts.get(id)));
  const [priced] =
    viewer && showPrice ? await priceBundleItems(db, viewer.memberId, [{ blId, num: 1 }], now) : [];

  const goods = members.map((m, i): BundlingDetailGoods => {
    const row = rowOf.get(m.skuId);
    const facts = priced?.goods[i];
    const unitPrice = facts ? baseFen(facts) : undefined;
    return {
      goods_id: row?.goodsId ?? 0,
      sku_id: m.skuId,
      goods_name: row?.goodsName ?? '',
      sku_name: row?.skuName ?? '',
      sku_image: row?.skuImage || row?.goodsImage || '',
      spec_name: row?.specName ?? '',
      unit: unitOf(row?.unit, 'general'),
      num: Math.max(1, m.num),
      ...(unitPrice === undefined ? {} : { price: fenToYuan(unitPrice) }),
    };
  });
  const stock =
    priced?.stock ??
    Math.min(
      ...members.map((m) =>
        Math.floor(Math.max(0, rowOf.get(m.skuId)?.stock ?? 0) / Math.max(1, m.num)),
      ),
    );

  let refusal: Refusal | null = null;
  if (status === 'upcoming') refusal = { key: 'bundling.not_started', params: {} };
  else if (status === 'ended') refusal = { key: 'bundling.ended', params: {} };
  else if (priced?.invalidReason && priced.invalidReason.key !== 'cart.num_above_stock')
    refusal = priced.invalidReason;
  else if (stock <= 0) refusal = { key: 'cart.out_of_stock', params: {} };
  else if (viewer && !showPrice) refusal = { key: 'cart.not_for_sale', params: {} };

  return {
    bl_id: bundle.blId,
    bl_name: bundle.blName,
    promotion_id: bundle.promotionId,
    site_id: bundle.siteId,
    shop_name: bundle.shopName,
    start_time: bundle.startAt.getTime(),
    end_time: bundle.endAt.getTime(),
    now: now.getTime(),
    status,
    goods,
    ...(priced
      ? {
          bl_price: fenToYuan(priced.blPriceFen),
          goods_money: fenToYuan(priced.priced.goodsMoneyFen),
          save_money: fenToYuan(priced.priced.promotionMoneyFen),
        }
      : {}),
    stock: Math.max(0, stock),
    can_buy: viewer !== null && refusal === null,
    refusal: refusal ? translate(lang, refusal.key, refusal.params) : '',
  };
}
