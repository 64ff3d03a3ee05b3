import type { DbTransaction } from '../client';
import { type CampaignPlan, campaignGoodsPick, insertCampaigns } from './campaign-demo';
import { type DemoGoods, demoGoodsPool, percentOf } from './demo-goods';

const DAY_MS = 86_400_000;

/** Group price at 78-86 % of the price; minimum 2-10 units; some with a per-buyer limit. */
const groupbuyTerms = (g: DemoGoods, i: number) => ({
  priceFen: percentOf(g.priceFen, 86 - (i % 3) * 4),
  goodsMin: [2, 3, 5, 10][i % 4]!,
  goodsLimit: i % 3 === 1 ? 50 : 0,
  // Units set aside for the group buy, some of them already sold (已团).
  stock: 40 + (i % 4) * 20,
  soldNum: 5 + i * 3,
});

/** Running, upcoming and ended group buys 团购 (12 goods), relative to the seeding time. */
export async function seedGroupbuyDemo(tx: DbTransaction): Promise<void> {
  const pool = await demoGoodsPool(tx);
  const now = Date.now();
  const plans: CampaignPlan[] = [
    {
      name: '冬季囤货团购节',
      remark: '拼团采购更划算，达到起团量即享团购价。',
      startAt: new Date(now - 2 * DAY_MS),
      endAt: new Date(now + 15 * DAY_MS),
      goods: campaignGoodsPick(pool, 21, 6),
    },
    {
      name: '感冒用药限时团',
      remark: '流感季常备药品，限时团购。',
      startAt: new Date(now - DAY_MS),
      endAt: new Date(now + 2 * DAY_MS + 5 * 3_600_000),
      goods: campaignGoodsPick(pool, 25, 3),
    },
    {
      name: '新春团购预告',
      remark: '新春备货团购，即将开团。',
      startAt: new Date(now + DAY_MS),
      endAt: new Date(now + 12 * DAY_MS),
      goods: campaignGoodsPick(pool, 17, 3),
    },
    {
      name: '秋季团购',
      remark: '已结束的团购活动。',
      startAt: new Date(now - 30 * DAY_MS),
      endAt: new Date(now - 5 * DAY_MS),
      goods: campaignGoodsPick(pool, 29, 2),
    },
  ];
  await insertCampaigns(tx, 'groupbuy', plans, groupbuyTerms);
}
