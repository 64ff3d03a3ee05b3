import {
  VerifyItemSchema,
  VerifyTypeSchema,
  type VerifyItem,
  type VerifyRecord,
  type VerifyType,
} from '@shop/contracts/verify';
import { z } from 'zod';
import { shopText } from '../../lib/i18n/shop-text';
import { translate, type Lang } from '../../lib/i18n/translate';
import { maskMemberName } from '../catalogue';
import { maskMobile } from '../member';
import type { VerifyRecordRow } from './verify.repository';

/** Wire shapes of the desk and its records: names translated, buyers masked, times in ms. */

const ItemsSchema = z.array(VerifyItemSchema).catch([]);

export const verifyTypeOf = (deliveryType: string): VerifyType =>
  deliveryType === 'virtual' ? 'virtual' : 'pickup';

export const verifyTypeName = (lang: Lang, type: VerifyType) =>
  translate(lang, type === 'virtual' ? 'verify.type_virtual' : 'verify.type_pickup');

/** The goods lines a code covers (its order's lines), as shown and kept in the record. */
export const itemsOf = (
  lines: { skuName: string; skuImage: string; specName: string; unit: string; num: number }[],
): VerifyItem[] =>
  lines.map((l) => ({
    sku_name: l.skuName,
    sku_image: l.skuImage,
    spec_name: l.specName,
    unit: l.unit,
    num: l.num,
  }));

export const goodsNumOf = (items: VerifyItem[]) => items.reduce((sum, i) => sum + i.num, 0);

/** The buyer as the desk sees them: 康***房, 138****8001. */
export const maskedBuyer = (buyer: {
  nickname: string | null;
  username: string;
  mobile: string | null;
}) => ({
  buyer_name: maskMemberName(buyer.nickname || buyer.username),
  buyer_mobile: maskMobile(buyer.mobile),
});

export function toVerifyRecord(row: VerifyRecordRow, lang: Lang): VerifyRecord {
  const { record } = row;
  const type = VerifyTypeSchema.catch('pickup').parse(record.verifyType);
  const items = ItemsSchema.parse(record.items);
  return {
    verify_id: record.verifyId,
    verify_code: record.verifyCode,
    verify_type: type,
    verify_type_name: verifyTypeName(lang, type),
    order_id: record.orderId,
    order_no: row.orderNo,
    store_id: record.storeId,
    store_name: shopText(lang, row.storeName ?? '', row.storeNameEn ?? undefined),
    verifier_name: record.verifierName,
    items,
    goods_num: goodsNumOf(items),
    verify_time: record.verifyTime.getTime(),
  };
}
