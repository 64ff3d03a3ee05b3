import type { ErpBatchResult } from '../packages/contracts/src/erp/erp-batch.schema';
import { createErpKey } from './erp-console';
import { orderFromFeed } from './erp-feed';
import { openCall } from './erp-signing';
import { expect, logInWithEmptyCart, staffSignIn, submitAndPayByBalance, test } from './support';

/**
 * Issue 26's near-expiry zone (近效期专区, ADR 0029) in the browser: the ERP stocks a goods with
 * one batch inside the shop's 6-month window and one beyond it; the shop prices the near-expiry
 * stock in the console; a buyer finds it in the zone with its expiry, buys it as a line of its
 * own and sees that expiry down to the order, which goes out to the ERP marked near-expiry.
 */

const SPID = 'NE-E2E-001';
const NAME = '复方甘草片（近效期E2E）';
const DAY_MS = 86_400_000;
/** The shop's calendar day (UTC+8) `days` from now. */
const shopDayIn = (days: number) =>
  new Date(Date.now() + 8 * 3_600_000 + days * DAY_MS).toISOString().slice(0, 10);
const NEAR = shopDayIn(45);
const FRESH = shopDayIn(540);

test('near-expiry stock is priced in the console, bought from the zone as its own line, and ordered with its expiry', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const base = baseURL ?? '';
  const admin = await staffSignIn(browser, baseURL, 'admin');
  const key = await createErpKey(admin, ['商品', '价格', '库存', '读取订单']);

  // The ERP creates the goods, prices it and stocks two batches: one expires in 45 days.
  const sent = [
    await openCall<ErpBatchResult>(base, key, '/open/api/v1/goods/batch', {
      rows: [
        {
          goods_erp_spid: SPID,
          goods_name: NAME,
          category: '西药感冒',
          unit: '瓶',
          attr_specs: '100片/瓶',
          manufacturer: '广东南国药业有限公司',
          approval_number: '国药准字H44021386',
          goods_state: 1,
        },
      ],
    }),
    await openCall<ErpBatchResult>(base, key, '/open/api/v1/prices/batch', {
      rows: [{ goods_erp_spid: SPID, price: '26.00' }],
    }),
    await openCall<ErpBatchResult>(base, key, '/open/api/v1/stock/batch', {
      rows: [
        {
          goods_erp_spid: SPID,
          batches: [
            { batch_no: 'N2501', production_date: '2025-01-10', expiry_date: NEAR, quantity: 20 },
            { batch_no: 'F2609', production_date: '2026-09-01', expiry_date: FRESH, quantity: 80 },
          ],
        },
      ],
    }),
  ];
  for (const answer of sent) expect(answer.refused, JSON.stringify(answer.rows)).toBe(0);

  // The shop sees the batch in its window and sets the zone's price.
  await admin.goto('/admin/near-expiry');
  const row = admin.getByRole('row').filter({ hasText: NAME });
  await expect(row).toContainText(`N2501 · 效期至 ${NEAR} · 20瓶`);
  await row.getByLabel(`${NAME} 的专区价`).fill('19.90');
  await row.getByRole('button', { name: '保 存' }).click();
  await expect(admin.getByText('专区价已保存')).toBeVisible();
  await admin.context().close();

  // A buyer starts from an empty cart, finds the goods in the zone and adds three of it.
  await logInWithEmptyCart(page, 'demo2');
  await page.goto('/near-expiry');
  await expect(page.getByText('效期在 6 个月内的商品', { exact: false })).toBeVisible();
  const card = page.getByRole('article', { name: NAME });
  await expect(card).toContainText(`效期至 ${NEAR}`);
  await expect(card).toContainText('¥19.90');
  await expect(card).toContainText('剩余 20瓶');
  await card.getByLabel('数量').fill('3');
  await card.getByRole('button', { name: '加入采购单' }).click();
  await expect(page.getByText('已加入购物车')).toBeVisible();

  // The cart keeps it apart, with the expiry it buys, at the zone's price.
  await page.goto('/cart');
  const line = page.locator('[data-testid^="cart-line-"]').filter({ hasText: NAME });
  await expect(line).toContainText('近效期');
  await expect(line).toContainText(`效期至 ${NEAR}`);
  await expect(line).toContainText('¥59.70');
  const bar = page.getByRole('region', { name: '去结算' });
  await expect(bar).toContainText('¥59.70');
  await bar.getByRole('button', { name: '去结算' }).click();
  await expect(page).toHaveURL(/\/payment\?cart_ids=/);
  await expect(page.getByTestId('near-expiry-note')).toContainText(`效期至 ${NEAR}`);
  const orderNo = await submitAndPayByBalance(page);

  // The order shows the expiry bought; the ERP reads the line as near-expiry stock.
  await page
    .getByRole('article', { name: `订单号 ${orderNo}` })
    .getByRole('link', { name: '订单详情' })
    .click();
  await expect(page.getByTestId('near-expiry-note')).toContainText(`效期至 ${NEAR}`);
  const order = await orderFromFeed(base, key, orderNo);
  expect(order.lines.find((l) => l.goods_erp_spid === SPID)).toMatchObject({
    num: 3,
    promotion_type: 'near_expiry',
    expiry_date: NEAR,
  });

  // The goods page now offers the 17 left beside the fresh stock and its own expiry.
  await page.goto('/near-expiry');
  await page.getByRole('article', { name: NAME }).getByRole('link', { name: NAME }).first().click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(NAME);
  await expect(page.getByText(FRESH)).toBeVisible();
  await expect(page.getByRole('region', { name: '近效期特惠' })).toContainText('剩余 17瓶');
});
