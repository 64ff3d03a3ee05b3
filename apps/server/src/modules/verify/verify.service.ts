import {
  VERIFY_CODE_PATTERN,
  type VerifierCheck,
  type VerifyDetail,
  type VerifyInfo,
  type VerifyRecordPage,
  type VerifyType,
} from '@shop/contracts/verify';
import type { DbExecutor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Lang } from '../../lib/i18n/translate';
import { pageCount, type PageQuery } from '../../lib/paging';
import { pickupStoreOf, verifierStoresOf, type VerifierStoreRow } from '../catalogue';
import { findCodeOrder, orderStatusName, type CodeOrder } from '../order';
import { findRecordOfOrder, findVerifierRecord, pageVerifierRecords } from './verify.repository';
import {
  goodsNumOf,
  itemsOf,
  maskedBuyer,
  toVerifyRecord,
  verifyTypeName,
  verifyTypeOf,
} from './verify-view';

/*
 * The verification desk of a store's verifier (issue 17). A verifier reaches only the orders of
 * the shops of their stores: another shop's code is unknown to them, and a pickup order placed
 * for a store they do not serve is refused with the store's name.
 */

/** `/api/verify/checkisverifier`. */
export async function checkVerifier(
  db: DbExecutor,
  memberId: number,
  lang: Lang,
): Promise<VerifierCheck> {
  const stores = await verifierStoresOf(db, memberId, lang);
  return {
    is_verifier: stores.length > 0,
    stores: stores.map((s) => ({
      store_id: s.storeId,
      store_name: s.storeName,
      site_id: s.siteId,
      shop_name: s.shopName,
    })),
  };
}

/** The member's stores; a member who verifies nowhere is refused. */
export async function deskStores(db: DbExecutor, memberId: number, lang: Lang) {
  const stores = await verifierStoresOf(db, memberId, lang);
  if (stores.length === 0) throw new AppError('verify.not_verifier');
  return stores;
}

/** A code as the desk reads it: 8 digits (spaces dropped by the schema). */
export function checkCodeFormat(code: string): string {
  if (!VERIFY_CODE_PATTERN.test(code)) throw new AppError('verify.code_format');
  return code;
}

/**
 * Where the code is verified: a pickup order at the store it was placed for, which the verifier
 * must serve; virtual goods (or a pickup order of before stores were chosen) at the verifier's
 * first store of that shop.
 */
export async function deskStoreFor(
  db: DbExecutor,
  found: CodeOrder,
  stores: VerifierStoreRow[],
  lang: Lang,
): Promise<VerifierStoreRow> {
  if (found.deliveryType === 'store' && found.storeId !== null) {
    const served = stores.find((s) => s.storeId === found.storeId);
    if (served) return served;
    const store = await pickupStoreOf(db, found.storeId, lang);
    throw new AppError('verify.store_not_served', { store: store?.store_name ?? '' });
  }
  const ofShop = stores.find((s) => s.siteId === found.siteId);
  if (!ofShop) throw new AppError('verify.code_unknown');
  return ofShop;
}

/** Only a paid order waiting to be picked up (1) or handed over (10) answers to its code. */
export function assertVerifiable(found: CodeOrder, lang: Lang): void {
  if (found.orderStatus !== 1 && found.orderStatus !== 10)
    throw new AppError('verify.code_unusable', {
      status: orderStatusName(lang, found.orderStatus),
    });
}

/** `/api/verify/verifyInfo`: what the code covers and whether it was verified already. */
export async function verifyInfo(
  db: DbExecutor,
  memberId: number,
  rawCode: string,
  lang: Lang,
): Promise<VerifyInfo> {
  const stores = await deskStores(db, memberId, lang);
  const code = checkCodeFormat(rawCode);
  const found = await findCodeOrder(
    db,
    code,
    stores.map((s) => s.siteId),
  );
  if (!found) throw new AppError('verify.code_unknown');
  const store = await deskStoreFor(db, found, stores, lang);
  assertVerifiable(found, lang);
  const verified = found.orderStatus === 10;
  const record = verified ? await findRecordOfOrder(db, found.orderId, code) : undefined;
  const type: VerifyType = verifyTypeOf(found.deliveryType);
  const items = itemsOf(found.lines);
  return {
    verify_code: code,
    verify_type: type,
    verify_type_name: verifyTypeName(lang, type),
    order_id: found.orderId,
    order_no: found.orderNo,
    shop_name: found.shopName,
    store_id: store.storeId,
    store_name: store.storeName,
    ...maskedBuyer({
      nickname: found.buyerName,
      username: found.buyerUsername,
      mobile: found.buyerMobile,
    }),
    pay_time: found.payTime?.getTime() ?? null,
    items,
    goods_num: goodsNumOf(items),
    is_verified: verified,
    verify_time: verified
      ? (record?.verifyTime.getTime() ?? found.handedOverAt?.getTime() ?? null)
      : null,
    verifier_name: record?.verifierName ?? '',
  };
}

/** `/api/verify/lists`: the verifier's records, newest first. */
export async function listVerifyRecords(
  db: DbExecutor,
  memberId: number,
  query: PageQuery & { verify_type?: VerifyType },
  lang: Lang,
): Promise<VerifyRecordPage> {
  const { rows, count } = await pageVerifierRecords(db, memberId, query);
  return {
    page_count: pageCount(count, query),
    count,
    list: rows.map((row) => toVerifyRecord(row, lang)),
  };
}

/** `/api/verify/detail`: one of the verifier's records; another verifier's is not found. */
export async function verifyRecordDetail(
  db: DbExecutor,
  memberId: number,
  verifyId: number,
  lang: Lang,
): Promise<VerifyDetail> {
  const row = await findVerifierRecord(db, memberId, verifyId);
  if (!row) throw new AppError('verify.record_not_found');
  return {
    ...toVerifyRecord(row, lang),
    shop_name: row.shopName,
    ...maskedBuyer({
      nickname: row.buyerName,
      username: row.buyerUsername,
      mobile: row.buyerMobile,
    }),
    pay_time: row.payTime?.getTime() ?? null,
  };
}
