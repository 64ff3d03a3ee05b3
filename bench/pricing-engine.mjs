// `node --import tsx bench/pricing-engine.mjs`: the pricing engine alone, no server. Prices a
// 100-line cart mixing every kind (plain, seckill, discount, wholesale tiers, exchange ladders,
// bundles), then the order totals with a coupon, over and over for BENCH_SECONDS (5) after a
// 1 s warm-up, and prints lines priced per second. tsx (root node_modules) loads the TypeScript.
import os from 'node:os';
import { pickPromotion, priceBundleLine, priceOrder, priceSkuLine } from '@shop/contracts/pricing';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const LINES = 100;
/** Several carts of the same mix (different quantities), priced in turn. */
const VARIANTS = 8;

/** mulberry32: seeded, so every run prices the same carts. */
function mulberry32(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// Per 100 lines: 20 plain, 15 seckill, 15 discount, 20 wholesale, 15 exchange, 15 bundles.
const MIX = [
  ['none', 20],
  ['seckill', 15],
  ['discount', 15],
  ['wholesale', 20],
  ['getfree', 15],
  ['bundling', 15],
];

function makeCart(seed) {
  const rand = mulberry32(seed);
  const int = (lo, hi) => lo + Math.floor(rand() * (hi - lo + 1));
  const lines = [];
  for (const [kind, count] of MIX) {
    for (let i = 0; i < count; i++) {
      const priceFen = int(100, 50_000);
      const memberPriceFen = rand() < 0.5 ? null : int(100, 50_000);
      const num = int(1, 60);
      // What the server does per line: the running promotions of the goods, by priority.
      const candidates = [{ kind }, ...(rand() < 0.3 ? [{ kind: 'bundling' }] : [])];
      if (kind === 'bundling') {
        const goods = Array.from({ length: int(2, 4) }, () => ({
          priceFen: int(100, 20_000),
          memberPriceFen: null,
          num: int(1, 3),
        }));
        const worth = goods.reduce((a, g) => a + g.priceFen * g.num, 0);
        lines.push({ bundle: { blPriceFen: Math.round(worth * 0.85), num: int(1, 5), goods } });
        continue;
      }
      let terms = { kind: 'none' };
      if (kind === 'seckill' || kind === 'discount')
        terms = {
          kind,
          priceFen: Math.round(priceFen * 0.8),
          goodsMin: int(1, 5),
          goodsLimit: rand() < 0.5 ? 0 : int(5, 30),
          numMultiple: int(1, 3),
        };
      else if (kind === 'wholesale')
        terms = {
          kind,
          tiers: [
            { num: 10, limitNum: 0, priceFen: Math.round(priceFen * 0.95) },
            { num: 30, limitNum: rand() < 0.5 ? 0 : 50, priceFen: Math.round(priceFen * 0.9) },
            { num: 50, limitNum: 0, priceFen: Math.round(priceFen * 0.85) },
          ],
        };
      else if (kind === 'getfree')
        terms = {
          kind,
          exchangeBasePriceFen: int(100, 5_000),
          steps: [
            { mainRang: 5, rang: 1, rangPriceFen: 100 },
            { mainRang: 10, rang: 2, rangPriceFen: 50 },
            { mainRang: 20, rang: 5, rangPriceFen: 1 },
          ],
        };
      lines.push({ candidates, sku: { priceFen, memberPriceFen, num, terms } });
    }
  }
  return lines;
}

const carts = Array.from({ length: VARIANTS }, (_, i) => makeCart(4 + i));
const coupon = {
  type: 'discount',
  moneyFen: 0,
  discount: 95,
  discountLimitFen: 5_000,
  atLeastFen: 10_000,
};

/** Prices one cart as the server's calculate does: every line, then the order totals. */
function priceCart(cart) {
  const money = [];
  for (const line of cart) {
    if (line.bundle) {
      const priced = priceBundleLine(line.bundle);
      money.push({
        goodsMoneyFen: priced.goodsMoneyFen,
        subtotalFen: priced.subtotalFen,
        couponEligible: true,
      });
    } else {
      pickPromotion(line.candidates);
      const priced = priceSkuLine(line.sku);
      money.push({
        goodsMoneyFen: priced.goodsMoneyFen,
        subtotalFen: priced.subtotalFen,
        couponEligible: true,
      });
    }
  }
  return priceOrder({ lines: money, coupon, deliveryMoneyFen: 1_000 }).orderMoneyFen;
}

function runFor(seconds) {
  let priced = 0;
  let checksum = 0;
  const start = process.hrtime.bigint();
  const end = start + BigInt(Math.round(seconds * 1e9));
  let now = start;
  while (now < end) {
    // Check the clock every 100 carts only.
    for (let i = 0; i < 100; i++)
      checksum = (checksum + priceCart(carts[(priced + i) % VARIANTS])) % 1e9;
    priced += 100;
    now = process.hrtime.bigint();
  }
  return { carts: priced, seconds: Number(now - start) / 1e9, checksum };
}

if (carts.some((cart) => cart.length !== LINES)) throw new Error('the cart must hold 100 lines');
runFor(1); // warm-up (JIT)
const { carts: done, seconds, checksum } = runFor(SECONDS);
const lines = done * LINES;
console.log(
  `pricing engine: ${LINES}-line carts (20 plain, 15 seckill, 15 discount, 20 wholesale, ` +
    `15 exchange, 15 bundles) + order totals with a coupon\n` +
    `${done.toLocaleString('en')} carts in ${seconds.toFixed(2)} s: ` +
    `${Math.round(done / seconds).toLocaleString('en')} carts/s, ` +
    `${Math.round(lines / seconds).toLocaleString('en')} lines/s, ` +
    `${((seconds * 1e9) / lines).toFixed(0)} ns/line ` +
    `(1 core, load average ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}; checksum ${checksum})`,
);
