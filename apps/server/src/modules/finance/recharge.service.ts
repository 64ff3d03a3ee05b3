import {
  RECHARGE_STATUS,
  type RechargeConfig,
  type RechargeCreateBody,
  type RechargeCreateResult,
  type RechargeDetail,
  type RechargeRow,
} from '@shop/contracts/member';
import { fenToYuan, yuanToFen } from '@shop/contracts/money';
import type { Page } from '@shop/contracts/common';
import type { Db, DbExecutor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { KeyValueStore } from '../../lib/kv/kv';
import { pageCount, type PageQuery } from '../../lib/paging';
import { newTradeNo } from '../../lib/trade-no';
import { getOfflineAccount, requireOfflineAccount } from '../settings';
import { checkOwnVoucher } from './pay-voucher';
import { getRechargeSetting } from './recharge.config';
import {
  findMemberRecharge,
  findRechargePage,
  insertRecharge,
  moveRecharge,
} from './recharge.repository';
import { toRechargeRow } from './recharge-view';

/* The member's recharges (issue 16): create, list, detail, pay by transfer, close. */

export async function getRechargeConfig(db: DbExecutor): Promise<RechargeConfig> {
  const setting = await getRechargeSetting(db);
  return {
    min_amount: fenToYuan(setting.min_fen),
    max_amount: fenToYuan(setting.max_fen),
    packages: setting.packages.map((p) => ({
      id: p.id,
      name: p.name,
      amount: fenToYuan(p.amount_fen),
      bonus: fenToYuan(p.bonus_fen),
    })),
  };
}

/**
 * A new recharge waiting payment: a package (its amount and bonus) or a free amount within the
 * shop's minimum and maximum (a free amount earns no bonus).
 */
export async function createRecharge(
  db: DbExecutor,
  memberId: number,
  body: Omit<RechargeCreateBody, 'amount'> & { amount?: string },
): Promise<RechargeCreateResult> {
  const setting = await getRechargeSetting(db);
  let amountFen: number;
  let bonusFen = 0;
  let packageName = '';
  if (body.package_id !== undefined) {
    const pkg = setting.packages.find((p) => p.id === Number(body.package_id));
    if (!pkg) throw new AppError('recharge.package_not_found');
    ({ amount_fen: amountFen, bonus_fen: bonusFen, name: packageName } = pkg);
  } else {
    if (body.amount === undefined) throw new AppError('recharge.amount_required');
    amountFen = yuanToFen(body.amount);
    if (amountFen < setting.min_fen)
      throw new AppError('recharge.amount_below_min', { min: fenToYuan(setting.min_fen) });
    if (amountFen > setting.max_fen)
      throw new AppError('recharge.amount_above_max', { max: fenToYuan(setting.max_fen) });
  }
  const row = await insertRecharge(db, {
    rechargeNo: newTradeNo(memberId),
    memberId,
    amountFen,
    bonusFen,
    packageName,
  });
  return { recharge_id: row.rechargeId, recharge_no: row.rechargeNo };
}

export async function getRechargePage(
  db: DbExecutor,
  memberId: number,
  query: PageQuery & { status?: number },
): Promise<Page<RechargeRow>> {
  const { rows, total } = await findRechargePage(db, memberId, query);
  return { count: total, page_count: pageCount(total, query), list: rows.map(toRechargeRow) };
}

export async function getRechargeDetail(
  db: DbExecutor,
  memberId: number,
  rechargeId: number,
): Promise<RechargeDetail> {
  const row = await findMemberRecharge(db, memberId, rechargeId);
  if (!row) throw new AppError('recharge.not_found');
  return {
    ...toRechargeRow(row),
    voucher: row.voucher,
    voucher_time: row.voucherTime?.getTime() ?? null,
    offline: await getOfflineAccount(db),
  };
}

/**
 * Pays by bank transfer, once the shop has set its account: the member's own uploaded voucher;
 * the recharge waits for finance.
 */
export async function payRechargeOffline(
  deps: { db: Db; kv: KeyValueStore; uploadDir: string },
  memberId: number,
  body: { recharge_id: number; voucher: string },
): Promise<void> {
  const row = await findMemberRecharge(deps.db, memberId, body.recharge_id);
  if (!row) throw new AppError('recharge.not_found');
  await requireOfflineAccount(deps.db);
  await checkOwnVoucher(deps, memberId, body.voucher);
  const moved = await moveRecharge(deps.db, row.rechargeId, [RECHARGE_STATUS.waiting], {
    status: RECHARGE_STATUS.reviewing,
    payType: 'offline',
    voucher: body.voucher,
    voucherTime: new Date(),
    rejectReason: '',
  });
  if (!moved) throw new AppError('recharge.not_waiting_payment');
}

/** Closes a recharge of the member's that waits payment; one paid or under review stays. */
export async function closeRecharge(
  db: DbExecutor,
  memberId: number,
  rechargeId: number,
): Promise<void> {
  const row = await findMemberRecharge(db, memberId, rechargeId);
  if (!row) throw new AppError('recharge.not_found');
  if (!(await moveRecharge(db, row.rechargeId, [RECHARGE_STATUS.waiting], { status: -1 })))
    throw new AppError('recharge.not_waiting_payment');
}
