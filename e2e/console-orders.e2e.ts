import type { Page } from '@playwright/test';
import { expect, logInWithEmptyCart, pickArea, staffSignIn, test, uploadFile } from './support';

/**
 * Issue 15's journeys: a transfer voucher confirmed by finance, two packages shipped by the
 * operator and taken by the buyer; and a voucher rejected with a reason the buyer reads, who then
 * pays by balance. The buyer and each staff member have their own browser context (the staff
 * session is apart from the buyer's).
 */

// A real 16x16 PNG: the voucher upload takes images only.
const VOUCHER_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAABAAAAAQCAIAAACQkWg2AAAAFklEQVR4nGM4YWNDEmIY1TCqYfhqAACrxkAQIqaBzAAAAABJRU5ErkJggg==',
  'base64',
);

// Demo goods of the own shop 康源医药自营, whose staff the demo accounts are (plenty in stock).
const FIRST = { path: '/sku-2588', name: '诺氟沙星胶囊 0.1g*12粒' };
const SECOND = { path: '/sku-2693', name: '盐酸二甲双胍片 0.5g*24片' };

async function addToCart(page: Page, goods: { path: string; name: string }, num: number) {
  await page.goto(goods.path);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(goods.name);
  await page.getByLabel('购买数量').fill(String(num));
  await page.getByRole('button', { name: '加入购物车' }).click();
  await expect(page.getByText('已加入购物车')).toBeVisible();
}

/**
 * The buyer `demo` orders `goods` for express delivery, pays by 线下转账 with a voucher image and
 * answers the new order's number (the newest of 我的订单).
 */
async function orderPaidByTransfer(page: Page, goods: [{ path: string; name: string }, number][]) {
  await logInWithEmptyCart(page, 'demo');
  for (const [item, num] of goods) await addToCart(page, item, num);
  await page.goto('/cart');
  const bar = page.getByRole('region', { name: '去结算' });
  await bar.getByRole('button', { name: '去结算' }).click();
  await expect(page).toHaveURL(/\/payment\?cart_ids=/);

  // isVisible does not wait: wait for the checkout to show the default address, if there is one.
  const hasAddress = await page
    .getByText(/寄送至：/)
    .waitFor({ timeout: 10_000 })
    .then(
      () => true,
      () => false,
    );
  if (!hasAddress) {
    await page.getByRole('button', { name: /新增收货地址/ }).click();
    const dialog = page.getByRole('dialog', { name: '新增收货地址' });
    await dialog.getByLabel('收货人').fill('王药师');
    await dialog.getByLabel('手机号码').fill('13800138000');
    await pickArea(page, dialog, ['浙江省', '杭州市', '西湖区']);
    await dialog.getByLabel('详细地址').fill('文三路 100 号 康源大药房');
    await dialog.getByRole('button', { name: '保 存' }).click();
    await expect(dialog).toBeHidden();
  }
  await expect(page.getByText(/寄送至：/)).toBeVisible();

  await page.getByRole('button', { name: '提交订单' }).click();
  await expect(page).toHaveURL(/\/pay\?out_trade_no=\d+/);
  await page.getByRole('radio', { name: /线下转账/ }).check();
  await uploadFile(page, { name: 'voucher.png', mimeType: 'image/png', buffer: VOUCHER_PNG });
  await page.getByRole('button', { name: '提交凭证' }).click();
  await expect(page.getByText('转账凭证已提交', { exact: true })).toBeVisible();

  await page.goto('/member/order_list');
  const newest = page.getByRole('article', { name: /^订单号 / }).first();
  const label = (await newest.getAttribute('aria-label')) ?? '';
  const orderNo = /订单号 (\S+)/.exec(label)?.[1] ?? '';
  expect(orderNo).not.toBe('');
  return orderNo;
}

const orderCard = (page: Page, orderNo: string) =>
  page.getByRole('article', { name: `订单号 ${orderNo}` });

/** Opens the order from the console's list under the tab, searched by its number. */
async function openConsoleOrder(page: Page, tab: string, orderNo: string) {
  await page.getByRole('tab', { name: tab }).click();
  const search = page.getByRole('searchbox', { name: '订单号' });
  await search.fill(orderNo);
  await search.press('Enter');
  await page.getByRole('link', { name: orderNo }).click();
  await expect(page).toHaveURL(/\/admin\/orders\/\d+$/);
  await expect(page.getByRole('heading', { name: new RegExp(orderNo) })).toBeVisible();
}

/**
 * Ships one package: the express company, its number, how many of each line (by name) and the
 * batch (批号, 有效期至) of each medicine in it (issue 17).
 */
async function shipPackage(
  page: Page,
  company: string,
  expressNo: string,
  quantities: Record<string, number>,
  batches: Record<string, [string, string]>,
) {
  await page.getByRole('button', { name: '发 货', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: '发货：新建包裹' });
  // antd's listbox options for screen readers are not clickable; click the shown one, again if
  // the dropdown was still opening when clicked (a loaded machine).
  await expect(async () => {
    await dialog.getByLabel('快递公司').click();
    await page.locator(`.ant-select-item-option[title="${company}"]`).click();
    await expect(dialog.locator('.ant-select-content, .ant-select-selection-item')).toContainText(
      company,
      { timeout: 2000 },
    );
  }).toPass({ timeout: 20_000 });
  await dialog.getByLabel('快递单号').fill(expressNo);
  for (const [name, num] of Object.entries(quantities))
    await dialog.getByLabel(`${name} 本次发货数量`).fill(String(num));
  for (const [name, [batchNo, expiry]] of Object.entries(batches)) {
    await dialog.getByLabel(`${name} 批号`).fill(batchNo);
    const picker = dialog.getByLabel(`${name} 有效期至`);
    await picker.click();
    await picker.fill(expiry);
    await picker.press('Enter');
  }
  await dialog.getByRole('button', { name: '确认发货' }).click();
  await expect(dialog).toBeHidden();
}

test('a transfer confirmed by finance ships in two packages and the buyer takes delivery', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const orderNo = await orderPaidByTransfer(page, [
    [FIRST, 10],
    [SECOND, 2],
  ]);

  // 待确认收款, and neither 立即付款 nor 取消订单, on the list and the detail.
  const card = orderCard(page, orderNo);
  await expect(card).toContainText('待确认收款');
  await expect(card.getByRole('button', { name: '立即付款' })).toHaveCount(0);
  await expect(card.getByRole('button', { name: '取消订单' })).toHaveCount(0);
  await card.getByRole('link', { name: '订单详情' }).click();
  await expect(page).toHaveURL(/\/member\/order_detail/);
  await expect(page.getByText('待确认收款').first()).toBeVisible();
  await expect(page.getByRole('button', { name: '立即付款' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: '取消订单' })).toHaveCount(0);

  // Finance finds it under 待确认收款 (the dashboard's card) and confirms it.
  const finance = await staffSignIn(browser, baseURL, 'finance');
  await finance.getByRole('link', { name: '待确认收款' }).click();
  await expect(finance).toHaveURL(/\/admin\/orders\?status=reviewing/);
  await expect(finance.getByRole('tab', { name: '待确认收款', selected: true })).toBeVisible();
  await openConsoleOrder(finance, '待确认收款', orderNo);
  await expect(finance.getByRole('img', { name: '转账凭证图片（点击放大）' })).toBeVisible();
  await expect(finance.getByRole('button', { name: '发 货', exact: true })).toHaveCount(0);
  await finance.getByRole('button', { name: '确认收款' }).click();
  const confirm = finance.getByRole('dialog').filter({ hasText: '确认已收到这笔转账？' });
  await confirm.getByRole('button', { name: '确认收款' }).click();
  await expect(finance.getByText('已确认收款')).toBeVisible();
  await expect(finance.getByRole('heading', { name: new RegExp(orderNo) })).toContainText('待发货');
  await expect(finance.getByRole('button', { name: '确认收款' })).toHaveCount(0);
  await finance.context().close();

  // The operator ships the first line, then the rest.
  const operator = await staffSignIn(browser, baseURL, 'operator');
  await operator.goto('/admin/orders?status=waitsend');
  // At 1440 px the list shows 下单时间 whole: nothing scrolls under the fixed 操作 column.
  const listed = operator.getByRole('row').filter({ hasText: orderNo });
  const created = await listed
    .getByRole('cell', { name: /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}/ })
    .boundingBox();
  const view = await listed.getByRole('cell', { name: '查看' }).boundingBox();
  expect(created.x + created.width).toBeLessThanOrEqual(view.x + 1);
  await openConsoleOrder(operator, '待发货', orderNo);
  await shipPackage(
    operator,
    '顺丰速运',
    'SF1234567890',
    { [FIRST.name]: 10, [SECOND.name]: 0 },
    { [FIRST.name]: ['B2405071', '2028-03-31'] },
  );
  await expect(operator.getByTestId('console-package')).toHaveCount(1);
  await expect(operator.getByRole('heading', { name: new RegExp(orderNo) })).toContainText(
    '待发货',
  );
  await shipPackage(
    operator,
    '中通快递',
    'ZT9876543210',
    {},
    {
      [SECOND.name]: ['H2406112', '2027-11-30'],
    },
  );
  await expect(operator.getByTestId('console-package')).toHaveCount(2);
  await expect(operator.getByRole('heading', { name: new RegExp(orderNo) })).toContainText(
    '待收货',
  );
  await expect(operator.getByRole('button', { name: '发 货', exact: true })).toHaveCount(0);
  await operator.context().close();

  // The buyer sees both packages and takes delivery.
  await page.goto('/member/order_list');
  await orderCard(page, orderNo).getByRole('button', { name: '查看物流' }).click();
  await expect(page).toHaveURL(/\/member\/logistics\?order_id=\d+/);
  const packages = page.getByTestId('logistics-package');
  await expect(packages).toHaveCount(2);
  await expect(packages.nth(0)).toContainText('包裹1');
  await expect(packages.nth(0).getByTestId('logistics-company')).toHaveText('顺丰速运');
  await expect(packages.nth(0).getByTestId('logistics-expressNo')).toHaveText('SF1234567890');
  await expect(packages.nth(0).getByTestId('logistics-goods')).toHaveCount(1);
  await expect(packages.nth(0).getByTestId('logistics-goods')).toContainText(FIRST.name);
  await expect(packages.nth(1)).toContainText('包裹2');
  await expect(packages.nth(1).getByTestId('logistics-company')).toHaveText('中通快递');
  await expect(packages.nth(1).getByTestId('logistics-expressNo')).toHaveText('ZT9876543210');
  await expect(packages.nth(1).getByTestId('logistics-goods')).toContainText(SECOND.name);

  await page.goto('/member/order_list');
  await orderCard(page, orderNo).getByRole('button', { name: '确认收货' }).click();
  const take = page.getByRole('dialog').filter({ hasText: '确认已收到商品？' });
  // The dialog's button may be reached while it still zooms in: press it until it closes.
  await expect(async () => {
    await take.getByRole('button', { name: '确 定' }).click({ timeout: 2000 });
    await expect(take).toBeHidden({ timeout: 2000 });
  }).toPass();
  await expect(orderCard(page, orderNo)).toContainText('已完成');
});

test('a rejected voucher tells the buyer why, who then pays by balance', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const orderNo = await orderPaidByTransfer(page, [[FIRST, 10]]);
  await expect(orderCard(page, orderNo)).toContainText('待确认收款');

  const reason = '未查到该笔转账，请核对金额';
  const finance = await staffSignIn(browser, baseURL, 'finance');
  await finance.goto('/admin/orders?status=reviewing');
  await openConsoleOrder(finance, '待确认收款', orderNo);
  await finance.getByRole('button', { name: '驳 回' }).click();
  const dialog = finance.getByRole('dialog', { name: '驳回转账凭证' });
  // The reason is required.
  await dialog.getByRole('button', { name: '驳 回' }).click();
  await expect(dialog.getByText('请填写原因')).toBeVisible();
  await dialog.getByLabel('驳回原因（买家可见）').fill(reason);
  await dialog.getByRole('button', { name: '驳 回' }).click();
  await expect(dialog).toBeHidden();
  await expect(finance.getByRole('heading', { name: new RegExp(orderNo) })).toContainText('待付款');
  await expect(finance.getByText(reason).first()).toBeVisible();
  await finance.context().close();

  const rejected = `转账凭证被驳回：${reason}，请重新付款。`;
  await page.goto('/member/order_list');
  const card = orderCard(page, orderNo);
  await expect(card.getByTestId('order-voucher-rejected')).toHaveText(rejected);
  await card.getByRole('link', { name: '订单详情' }).click();
  await expect(page.getByTestId('order-voucher-rejected')).toContainText(rejected);

  await page.goto('/member/order_list');
  await orderCard(page, orderNo).getByRole('button', { name: '立即付款' }).click();
  await expect(page).toHaveURL(/\/pay\?out_trade_no=\d+/);
  await page.getByRole('radio', { name: /余额支付/ }).check();
  await page.getByRole('button', { name: '立即支付' }).click();
  await page.getByRole('group', { name: '支付密码' }).getByRole('textbox').first().click();
  await page.keyboard.type('123456');
  await page.getByRole('button', { name: '确 认' }).click();
  await expect(page).toHaveURL(/\/result\?out_trade_no=\d+/);
  await expect(page.getByText('支付成功')).toBeVisible();

  await page.goto('/member/order_list');
  await expect(orderCard(page, orderNo)).toContainText('待发货');
  await expect(orderCard(page, orderNo).getByTestId('order-voucher-rejected')).toHaveCount(0);
});
