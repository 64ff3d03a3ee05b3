import type { Page } from '@playwright/test';
import { expect, logInOnLoginPage, staffSignIn, submitAndPayByBalance, test } from './support';

// Demo data of the shop 康源医药自营: 盐酸莫西沙星片 (ERP code SP0012351) is in no seckill; the
// demo slots cover the whole day (00:00, 10:00, 14:00 and 20:00, Asia/Shanghai).
const GOODS = '盐酸莫西沙星片 0.4g*24片';
const ERP_CODE = 'SP0012351';
const SECKILL = `E2E 秒杀 ${Date.now().toString(36)}`;

/** The demo slot running now and today's date, both in the shop's zone. */
function runningSlot(): { name: string; day: string } {
  const shop = new Date(Date.now() + 8 * 3_600_000);
  const hour = shop.getUTCHours();
  const start = hour < 10 ? '00:00' : hour < 14 ? '10:00' : hour < 20 ? '14:00' : '20:00';
  return { name: `${start}场`, day: shop.toISOString().slice(0, 10) };
}

const fen = (yuan: string) => Math.round(Number(yuan.replace(/[¥,]/g, '')) * 100);
const yuan = (amount: number) => `¥${(amount / 100).toFixed(2)}`;

/** The operator publishes a seckill of `GOODS` in the running slot; answers its price in fen. */
async function publishSeckill(operator: Page): Promise<number> {
  const slot = runningSlot();
  await operator.goto('/admin/promotions/seckill');
  await operator.getByRole('button', { name: '新建秒杀' }).click();
  await expect(operator).toHaveURL(/\/admin\/promotions\/seckill\/new$/);
  // The list's search box (搜索活动名称) stays until the editor has loaded its slots.
  await operator.getByLabel('活动名称', { exact: true }).fill(SECKILL);
  await operator.getByLabel('日期').fill(slot.day);
  await operator.getByLabel('日期').press('Enter');
  await operator.getByLabel('场次').click();
  await operator.locator('.ant-select-dropdown').getByText(`${slot.name} (`).click();
  await operator.getByRole('button', { name: '添加商品' }).click();
  const picker = operator.getByRole('dialog');
  await picker.getByLabel('搜索商品名称、通用名、编码、厂家').fill(ERP_CODE);
  await picker.getByLabel('搜索商品名称、通用名、编码、厂家').press('Enter');
  await picker.getByRole('row', { name: GOODS }).getByRole('checkbox').check();
  await picker.getByRole('button', { name: /添加所选/ }).click();
  const row = operator.getByRole('row', { name: GOODS });
  const price = fen((await row.getByRole('cell').nth(1).textContent()) ?? '');
  expect(price).toBeGreaterThan(100);
  // The client refuses a seckill price at the full price before the server is asked.
  await row.getByLabel(/的秒杀价$/).fill((price / 100).toFixed(2));
  await operator.getByRole('button', { name: '发 布' }).click();
  await expect(operator.getByText(/秒杀价须低于售价/)).toBeVisible();
  // Well below the price: a buyer's own (level or type) price may be lower than the SKU's.
  const seckill = Math.round(price * 0.6);
  await row.getByLabel(/的秒杀价$/).fill((seckill / 100).toFixed(2));
  await row.getByLabel(/的秒杀库存$/).fill('10');
  await row.getByLabel(/的每人限购$/).fill('2');
  await operator.getByRole('button', { name: '发 布' }).click();
  await expect(operator.getByText('秒杀已发布')).toBeVisible();
  await expect(operator.getByRole('row', { name: SECKILL })).toContainText('进行中');
  return seckill;
}

test('the operator publishes a seckill; a buyer buys at its price within the limit, at the own price beyond', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const operator = await staffSignIn(browser, baseURL, 'operator');
  const seckill = await publishSeckill(operator);

  await page.goto('/login?redirect=%2Fpromotion%2Fseckill');
  await logInOnLoginPage(page, 'demo2');
  await expect(page).toHaveURL(/\/promotion\/seckill$/);
  // The running slot's tab counts down to its end; the new seckill's card shows its price.
  await expect(page.getByText('距结束').first()).toBeVisible();
  const card = page.getByRole('article', { name: GOODS }).first();
  while (!(await card.isVisible())) {
    await expect(page.getByRole('article').first()).toBeVisible();
    if (await card.isVisible()) break;
    await page.locator('.ant-pagination-next').click();
  }
  await expect(card).toContainText(yuan(seckill));
  await card.getByRole('link', { name: GOODS }).first().click();
  await expect(page).toHaveURL(/\/promotion\/seckill-\d+$/);
  // The zone's cards stay on screen until the detail page has loaded.
  const buyNow = page.getByRole('button', { name: '立即抢购' });
  await expect(buyNow).toBeVisible();
  await expect(page.getByRole('heading', { name: GOODS }).first()).toBeVisible();
  await expect(page.getByText('限购 2 件').first()).toBeVisible();
  await page.getByLabel('数量').fill('2');
  await buyNow.click();
  await expect(page).toHaveURL(/\/payment\?sku_id=\d+&num=2/);
  const skuId = new URL(page.url()).searchParams.get('sku_id');
  // Within the limit: both units at the seckill price, off the buyer's own price.
  const goods = fen((await page.getByTestId('summary-goods').textContent()) ?? '');
  const own = goods / 2;
  expect(own).toBeGreaterThan(seckill);
  await expect(page.getByTestId('summary-promotion')).toHaveText(`-${yuan(2 * (own - seckill))}`);
  await submitAndPayByBalance(page);

  // Beyond the limit (2 bought): the next unit is at the buyer's own price.
  await page.goto(`/sku-${skuId}`);
  await page.getByLabel('购买数量').fill('1');
  await page.getByRole('button', { name: '立即购买' }).click();
  await expect(page).toHaveURL(/\/payment/);
  await expect(page.getByTestId('summary-goods')).toHaveText(yuan(own));
  await expect(page.getByTestId('summary-promotion')).toHaveText('-¥0.00');
});
