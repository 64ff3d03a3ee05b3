import type { DbTransaction } from '../client';
import { campaignGoodsPick, insertCampaigns } from './campaign-demo';
import { demoGoodsPool, percentOf } from './demo-goods';

const DAY_MS = 86_400_000;

/**
 * Running, upcoming and ended topics 专题 (4-8 goods each), relative to the seeding time; banners
 * are the demo's home adverts of the same theme, or none (the page draws a colour block).
 */
export async function seedTopicDemo(tx: DbTransaction): Promise<void> {
  const pool = await demoGoodsPool(tx);
  const now = Date.now();
  const plans = [
    {
      name: '冬季呼吸道健康专题',
      image: '/demo/site/index-banner-2.svg',
      remark: '止咳化痰、清热解毒、感冒用药集中采购，专题价限时供应，药店旺季备货首选。',
      startAt: new Date(now - 3 * DAY_MS),
      endAt: new Date(now + 20 * DAY_MS),
      goods: campaignGoodsPick(pool, 22, 8),
      percent: 88,
    },
    {
      name: '慢病用药保障专题',
      image: '',
      remark: '高血压、糖尿病等慢病常用药品，品规齐全，专题价保障长期供应。',
      startAt: new Date(now - DAY_MS),
      endAt: new Date(now + 6 * DAY_MS),
      goods: campaignGoodsPick(pool, 24, 6),
      percent: 90,
    },
    {
      name: '家庭常备药专题',
      image: '',
      remark: '家庭药箱常备品种，即将开启，敬请关注。',
      startAt: new Date(now + 2 * DAY_MS),
      endAt: new Date(now + 16 * DAY_MS),
      goods: campaignGoodsPick(pool, 26, 5),
      percent: 85,
    },
    {
      name: '道地药材专题',
      image: '/demo/site/index-banner-4.svg',
      remark: '中药饮片、道地药材专题，已结束。',
      startAt: new Date(now - 40 * DAY_MS),
      endAt: new Date(now - 10 * DAY_MS),
      goods: campaignGoodsPick(pool, 28, 4),
      percent: 87,
    },
  ];
  await insertCampaigns(tx, 'topic', plans, (g, _i, plan) => ({
    priceFen: percentOf(g.priceFen, plan.percent),
  }));
}
