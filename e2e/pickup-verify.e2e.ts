import type { Browser, Page } from '@playwright/test';
import {
  DEMO_PASSWORD,
  dismissFloatLayer,
  expect,
  logInOnLoginPage,
  SECOND_CONTEXT,
  test,
} from './support';

/** Demo data: the own shop's first store, where the demo clerk `clerk` verifies codes. */
const OWN_SHOP = '康源医药自营';
const STORE = '康源医药江宁旗舰店';

/** A goods of the own shop without a promotion of its own: the first 阿莫西林胶囊 it sells. */
async function ownShopSku(page: Page): Promise<number> {
  const shops = await page.request.post('/api/shop/page', { data: { page: 1, page_size: 20 } });
  const own = (
    (await shops.json()) as { data: { list: { site_id: number; shop_name: string }[] } }
  ).data.list.find((s) => s.shop_name === OWN_SHOP);
  expect(own).toBeDefined();
  const goods = await page.request.post('/api/goodssku/page', {
    data: { site_id: own.site_id, keyword: '阿莫西林胶囊', page: 1, page_size: 1 },
  });
  const [first] = ((await goods.json()) as { data: { list: { sku_id: number }[] } }).data.list;
  expect(first).toBeDefined();
  return first.sku_id;
}

/** The store clerk signed in at the verification desk, in a browser context of their own. */
async function clerkDesk(browser: Browser, baseURL: string | undefined): Promise<Page> {
  const context = await browser.newContext({ baseURL, ...SECOND_CONTEXT });
  const desk = await context.newPage();
  await dismissFloatLayer(desk);
  await desk.goto('/login?redirect=%2Fmember%2Fverification');
  await logInOnLoginPage(desk, 'clerk', DEMO_PASSWORD);
  await expect(desk).toHaveURL(/\/member\/verification$/);
  await expect(desk.getByText(`${STORE} · ${OWN_SHOP}`)).toBeVisible();
  return desk;
}

/** Types (as a USB scanner does: the digits, then Enter) and looks up a code at a desk. */
async function lookUp(desk: Page, code: string): Promise<void> {
  const input = desk.getByRole('searchbox', { name: '核销码' });
  await input.fill('');
  await input.pressSequentially(code);
  await input.press('Enter');
  await expect(desk.getByRole('region', { name: '核销码信息' })).toBeVisible();
}

test('a buyer picks up at a store; the clerk verifies the code once at the desk', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const skuId = await ownShopSku(page);
  await page.goto(`/login?redirect=${encodeURIComponent(`/sku-${skuId}`)}`);
  await logInOnLoginPage(page, 'demo');
  await expect(page).toHaveURL(new RegExp(`/sku-${skuId}`));
  await page.getByRole('button', { name: '立即购买' }).click();
  await expect(page).toHaveURL(/\/payment\?/);

  // 门店自提: the own shop's open stores with their address, phone and hours; choose one.
  await page.getByRole('radio', { name: '门店自提' }).click();
  const stores = page.getByRole('radiogroup', { name: '自提门店' });
  await expect(stores).toContainText('江苏省 南京市 江宁区 康源路88号康源医药大厦1楼');
  await expect(stores).toContainText('周一至周日 08:00-21:00');
  await expect(stores).toContainText('025-52101888');
  await stores.getByRole('radio', { name: new RegExp(STORE) }).check();
  await expect(page.getByTestId('summary-delivery')).toHaveText('+¥0.00');
  await page.getByRole('button', { name: '提交订单' }).click();

  await expect(page).toHaveURL(/\/pay\?out_trade_no=\d+/);
  await page.getByRole('button', { name: '立即支付' }).click();
  await page.getByRole('group', { name: '支付密码' }).getByRole('textbox').first().click();
  await page.keyboard.type('123456');
  await page.getByRole('button', { name: '确 认' }).click();
  await expect(page).toHaveURL(/\/result\?out_trade_no=\d+/);

  // The order list links the pickup order to its own detail page: code, QR code and store.
  await page.goto('/member/order_list');
  await page.getByRole('link', { name: '订单详情' }).first().click();
  await expect(page).toHaveURL(/\/member\/order_detail_pickup\?order_id=\d+/);
  const pickup = page.getByRole('region', { name: '自提信息' });
  await expect(pickup.getByTestId('verify-qrcode')).toBeVisible();
  await expect(pickup).toContainText(STORE);
  await expect(pickup).toContainText('周一至周日 08:00-21:00');
  await expect(page.getByText('待提货').first()).toBeVisible();
  const code = ((await pickup.getByTestId('verify-code').textContent()) ?? '').replace(/\s/g, '');
  expect(code).toMatch(/^\d{8}$/);

  // Two desks of the store look the code up; the first verifies it, the second is refused.
  const deskA = await clerkDesk(browser, baseURL);
  const deskB = await deskA.context().newPage();
  await deskB.goto('/member/verification');
  await lookUp(deskA, code);
  await lookUp(deskB, code);
  await expect(deskA.getByRole('region', { name: '核销码信息' })).toContainText('康***房');
  await expect(deskA.getByRole('region', { name: '核销码信息' })).toContainText('阿莫西林胶囊');
  await deskA.getByRole('button', { name: '确认核销' }).click();
  await expect(deskA.getByText('核销成功')).toBeVisible();
  await deskB.getByRole('button', { name: '确认核销' }).click();
  await expect(deskB.getByText('该核销码已核销，不能重复核销').first()).toBeVisible();
  // Looked up again, the code shows verified, with no way to verify it once more.
  await lookUp(deskB, code);
  await expect(deskB.getByRole('region', { name: '核销码信息' })).toContainText('王晓丽');
  await expect(deskB.getByRole('button', { name: '确认核销' })).toHaveCount(0);

  // The record shows in the clerk's verification list and opens its detail.
  await deskA.goto('/member/verification_list');
  const row = deskA.getByRole('row').filter({ hasText: `${code.slice(0, 4)} ${code.slice(4)}` });
  await expect(row).toContainText('自提核销');
  await expect(row).toContainText(STORE);
  await row.getByRole('link', { name: '详情' }).click();
  await expect(deskA).toHaveURL(/\/member\/verification_detail\?verify_id=\d+/);
  await expect(deskA.getByText('138****8001')).toBeVisible();

  // The buyer's order is completed, its code struck through with the time it was verified.
  await page.reload();
  await expect(pickup).toContainText('已核销');
  await expect(pickup.getByTestId('verify-qrcode')).toHaveCount(0);
  await expect(page.getByText('已完成').first()).toBeVisible();
  // Its progress has no shipment: 提交订单 → 付款 → 提货 → 完成.
  const progress = page.getByRole('region', { name: '订单状态' }).locator('.ant-steps-item-title');
  await expect(progress).toHaveText(['提交订单', '付款', '提货', '完成']);
});
