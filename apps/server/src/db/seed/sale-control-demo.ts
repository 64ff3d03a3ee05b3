import type { DbTransaction } from '../client';
import { memberLabel, saleControl } from '../schema';
import { demoGoodsPool, pick } from './demo-goods';

/**
 * Sale-control rules on about 5 % of the demo goods: medical-institution goods (price hidden from
 * others) and chain-pharmacy goods (price visible to others, not buyable). The demo accounts
 * demo/demo2 (连锁药店) and demo3 (诊所) each meet both cases.
 */
export async function seedSaleControlDemo(tx: DbTransaction): Promise<void> {
  const labels = new Map(
    (await tx.select().from(memberLabel)).map((l) => [l.labelName, l.labelId] as const),
  );
  const ids = (...names: string[]) => names.flatMap((n) => labels.get(n) ?? []);
  const pool = await demoGoodsPool(tx);
  const medical = pick(pool, 7, 40, 80).map((g) => ({
    goodsId: g.goodsId,
    ruleName: '医疗机构专供',
    allowedLabelIds: ids('诊所', '卫生院', '民营医院'),
    viewPrice: false,
    notBuyMsg: '仅限医疗机构采购',
  }));
  const chain = pick(pool, 23, 40, 80).map((g) => ({
    goodsId: g.goodsId,
    ruleName: '连锁药店专供',
    allowedLabelIds: ids('连锁药店'),
    viewPrice: true,
    notBuyMsg: '连锁药店专供',
  }));
  await tx.insert(saleControl).values([...medical, ...chain]);
}
