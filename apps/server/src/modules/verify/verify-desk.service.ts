import type { VerifyResult } from '@shop/contracts/verify';
import { sql } from 'drizzle-orm';
import { isContention } from '../../db/contention';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Lang } from '../../lib/i18n/translate';
import { isUniqueViolation } from '../../lib/unique-violation';
import { findCodeOrder, handOverOrder } from '../order';
import { insertVerifyRecord } from './verify.repository';
import { itemsOf, verifyTypeOf } from './verify-view';
import { assertVerifiable, checkCodeFormat, deskStoreFor, deskStores } from './verify.service';

/**
 * `/api/verify/verify`: verifies a code once. In one transaction the order row is locked, the
 * order is handed over as the console's pickup does (one package of everything, completed, its
 * timeline noting the store and verifier) and the record written. Two verifies of one code at
 * once run one after the other on the order's lock: the second finds it handed over and is
 * refused, and the record's unique (order, code) index refuses any second record regardless.
 */
export async function verifyCode(
  db: Db,
  memberId: number,
  rawCode: string,
  lang: Lang,
): Promise<VerifyResult> {
  const stores = await deskStores(db, memberId, lang);
  const code = checkCodeFormat(rawCode);
  try {
    return await db.transaction(async (tx) => {
      // A lock wait longer than this answers "busy, retry" instead of hanging.
      await tx.execute(sql`set local lock_timeout = '3s'`);
      const found = await findCodeOrder(
        tx,
        code,
        stores.map((s) => s.siteId),
        { lock: true },
      );
      if (!found) throw new AppError('verify.code_unknown');
      const store = await deskStoreFor(tx, found, stores, lang);
      assertVerifiable(found, lang);
      if (found.orderStatus === 10) throw new AppError('verify.already_verified');
      await handOverOrder(tx, found, {
        staffId: 0,
        remark: `${store.storeName} ${store.verifierName}`,
      });
      const record = await insertVerifyRecord(tx, {
        verifyCode: code,
        verifyType: verifyTypeOf(found.deliveryType),
        orderId: found.orderId,
        storeId: store.storeId,
        verifierMemberId: memberId,
        verifierName: store.verifierName,
        items: itemsOf(found.lines),
      });
      return {
        verify_id: record.verifyId,
        order_id: found.orderId,
        verify_time: record.verifyTime.getTime(),
      };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('verify.already_verified');
    if (isContention(error)) throw new AppError('common.busy_retry');
    throw error;
  }
}
