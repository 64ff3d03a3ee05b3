import { test as base, expect, type Browser, type Locator, type Page } from '@playwright/test';

export const SITE_NAME = '康源医药批发商城';
export const DEMO_PASSWORD = 'demo123456';

/**
 * A second person's browser context (staff beside the buyer) as the config's `use` sets up the
 * first: Chinese, the desktop viewport, and reduced motion (the apps then skip animations).
 */
export const SECOND_CONTEXT = {
  locale: 'zh-CN',
  viewport: { width: 1440, height: 900 },
  reducedMotion: 'reduce',
} as const;

/**
 * Closes the promotional float layer whenever it shows up on `page` (it appears once a day on the
 * first main-layout page, e.g. right after logging in), as a user would.
 */
export async function dismissFloatLayer(page: Page): Promise<void> {
  const close = page.getByRole('button', { name: '关闭活动弹窗' });
  // The layer may vanish by itself when the page redirects; never let the handler hang.
  await page.addLocatorHandler(close, () => close.click({ timeout: 2000 }).catch(() => undefined), {
    noWaitAfter: true,
  });
}

/** The test with a page that closes the promotional float layer (`dismissFloatLayer`). */
export const test = base.extend({
  page: async ({ page }, use) => {
    await dismissFloatLayer(page);
    await use(page);
  },
});
export { expect };

export async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
}

/** Logs in on the password tab of the login page the browser is on. */
export async function logInOnLoginPage(
  page: Page,
  username: string,
  password = DEMO_PASSWORD,
): Promise<void> {
  await page.getByPlaceholder('用户名/手机号').fill(username);
  await page.getByPlaceholder('密码', { exact: true }).fill(password);
  await page.getByRole('button', { name: '登 录' }).click();
}

export async function expectLoggedInAs(page: Page, nickname: string): Promise<void> {
  await expect(page.getByText(`您好，${nickname}`)).toBeVisible();
}

/** A staff member signed in at /admin/login in a browser context of their own. */
export async function staffSignIn(
  browser: Browser,
  baseURL: string | undefined,
  username: string,
): Promise<Page> {
  const context = await browser.newContext({ baseURL, ...SECOND_CONTEXT });
  const page = await context.newPage();
  await page.goto('/admin/login');
  await page.getByLabel('用户名').fill(username);
  await page.getByLabel('密码').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: '登 录' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard/);
  return page;
}

/**
 * Picks province, city and district in an address form's area cascader. Each level's regions load
 * when the one above is chosen; a click that lands while the menu is still opening is tried again.
 */
export async function pickArea(
  page: Page,
  form: Locator,
  names: [province: string, city: string, district: string],
): Promise<void> {
  await form.getByLabel('所在地区').click();
  for (let i = 0; i < names.length; i += 1) {
    const name = names[i];
    const next = names[i + 1];
    await expect(async () => {
      await page.getByRole('menuitemcheckbox', { name }).first().click({ timeout: 5_000 });
      if (next)
        await expect(page.getByRole('menuitemcheckbox', { name: next }).first()).toBeVisible({
          timeout: 3_000,
        });
    }).toPass({ timeout: 30_000 });
  }
}

/**
 * Chooses a file in the first upload field of `scope` and waits until antd's list shows it
 * uploaded: listed, no longer uploading, not failed.
 */
export async function uploadFile(
  scope: Page | Locator,
  file: { name: string; mimeType: string; buffer: Buffer },
): Promise<void> {
  await scope.locator('input[type=file]').first().setInputFiles(file);
  await expect(scope.locator('.ant-upload-list-item').first()).toBeVisible();
  await expect(scope.locator('.ant-upload-list-item-uploading')).toHaveCount(0);
  await expect(scope.locator('.ant-upload-list-item-error')).toHaveCount(0);
}

/** A goods of the demo catalogue as its page shows it. */
export type DemoGoods = { path: string; name: string };

/**
 * `demo2` (a default address, no pay password) logs in, buys `num` of `goods` now and pays by
 * balance. Answers the new order's number (the newest of 我的订单).
 */
export async function buyNowByBalance(page: Page, goods: DemoGoods, num: number): Promise<string> {
  await page.goto(`/login?redirect=${encodeURIComponent(goods.path)}`);
  await logInOnLoginPage(page, 'demo2');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(goods.name);
  await page.getByLabel('购买数量').fill(String(num));
  await page.getByRole('button', { name: '立即购买' }).click();
  await expect(page).toHaveURL(/\/payment/);
  await expect(page.getByText(/寄送至：/)).toBeVisible();
  return submitAndPayByBalance(page);
}

/**
 * On the checkout page: submits the order, pays it by balance (a member without a pay password)
 * and answers the new order's number (the newest of 我的订单, the page the browser is left on).
 */
export async function submitAndPayByBalance(page: Page): Promise<string> {
  await page.getByRole('button', { name: '提交订单' }).click();
  await expect(page).toHaveURL(/\/pay\?out_trade_no=\d+/);
  await page.getByRole('radio', { name: /余额支付/ }).check();
  await page.getByRole('button', { name: '立即支付' }).click();
  await page.getByRole('dialog').getByRole('button', { name: '确 认' }).click();
  await expect(page.getByText('支付成功')).toBeVisible();
  await page.goto('/member/order_list');
  const newest = page.getByRole('article', { name: /^订单号 / }).first();
  const orderNo = /订单号 (\S+)/.exec((await newest.getAttribute('aria-label')) ?? '')?.[1] ?? '';
  expect(orderNo).not.toBe('');
  return orderNo;
}

/**
 * `username` logs in and starts from an empty cart (a retried run finds the lines of the first
 * attempt), on the cart page.
 */
export async function logInWithEmptyCart(page: Page, username: string): Promise<void> {
  await page.goto('/login?redirect=%2Fcart');
  await logInOnLoginPage(page, username);
  await expect(page).toHaveURL(/\/cart/);
  const selectAll = page.getByRole('checkbox', { name: '全选', exact: true });
  if (await selectAll.isVisible({ timeout: 3000 }).catch(() => false)) {
    await page.getByRole('button', { name: '删除选中的商品' }).click();
    await page.getByRole('button', { name: '确 定' }).click();
  }
  await expect(page.getByText('购物车空空的')).toBeVisible();
}

/**
 * The operator ships the whole order `orderNo` (one medicine line `goodsName`) by 顺丰速运 with
 * its batch, as the console's ship dialog asks.
 */
export async function shipInConsole(
  operator: Page,
  orderNo: string,
  goodsName: string,
  parcel: { expressNo: string; batchNo: string; expiry: string },
): Promise<void> {
  await operator.goto('/admin/orders?status=waitsend');
  const search = operator.getByRole('searchbox', { name: '订单号' });
  await search.fill(orderNo);
  await search.press('Enter');
  await operator.getByRole('link', { name: orderNo }).click();
  await operator.getByRole('button', { name: '发 货', exact: true }).click();
  const dialog = operator.getByRole('dialog', { name: '发货：新建包裹' });
  await expect(async () => {
    await dialog.getByLabel('快递公司').click();
    await operator.locator('.ant-select-item-option[title="顺丰速运"]').click();
    await expect(dialog.locator('.ant-select-content, .ant-select-selection-item')).toContainText(
      '顺丰速运',
      { timeout: 2000 },
    );
  }).toPass({ timeout: 20_000 });
  await dialog.getByLabel('快递单号').fill(parcel.expressNo);
  await dialog.getByLabel(`${goodsName} 批号`).fill(parcel.batchNo);
  const expiry = dialog.getByLabel(`${goodsName} 有效期至`);
  await expiry.click();
  await expiry.fill(parcel.expiry);
  await expiry.press('Enter');
  await dialog.getByRole('button', { name: '确认发货' }).click();
  await expect(dialog).toBeHidden();
  await expect(operator.getByRole('heading', { name: new RegExp(orderNo) })).toContainText(
    '待收货',
  );
}
