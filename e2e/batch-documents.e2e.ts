import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, logInOnLoginPage, pickArea, SECOND_CONTEXT, staffSignIn, test } from './support';

/**
 * Issue 17's batch documents: the operator ships a medicine with its batch number and expiry date
 * (refused without them) and uploads its 药检报告; the buyer reads the batch on the order and on
 * the logistics page and downloads the report, which nobody else can.
 */

// A demo medicine of the own shop 康源医药自营, whose staff the demo accounts are.
const MEDICINE = { path: '/sku-2588', name: '诺氟沙星胶囊 0.1g*12粒' };
const BATCH_NO = 'B2405071';
const EXPIRY = '2028-03-31';
const REPORT = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
  'latin1',
);

/** The buyer `demo` buys the medicine now, pays by balance and answers the order's number. */
async function paidOrder(page: Page): Promise<string> {
  await page.goto(`/login?redirect=${encodeURIComponent(MEDICINE.path)}`);
  await logInOnLoginPage(page, 'demo');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(MEDICINE.name);
  await page.getByLabel('购买数量').fill('10');
  await page.getByRole('button', { name: '立即购买' }).click();
  await expect(page).toHaveURL(/\/payment/);
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
  await page.getByRole('button', { name: '提交订单' }).click();
  await expect(page).toHaveURL(/\/pay\?out_trade_no=\d+/);
  await page.getByRole('radio', { name: /余额支付/ }).check();
  await page.getByRole('button', { name: '立即支付' }).click();
  await page.getByRole('group', { name: '支付密码' }).getByRole('textbox').first().click();
  await page.keyboard.type('123456');
  await page.getByRole('button', { name: '确 认' }).click();
  await expect(page.getByText('支付成功')).toBeVisible();

  await page.goto('/member/order_list');
  const newest = page.getByRole('article', { name: /^订单号 / }).first();
  const orderNo = /订单号 (\S+)/.exec((await newest.getAttribute('aria-label')) ?? '')?.[1] ?? '';
  expect(orderNo).not.toBe('');
  return orderNo;
}

test('staff ship a medicine with its batch and 药检报告; the buyer downloads the report', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const orderNo = await paidOrder(page);

  const operator = await staffSignIn(browser, baseURL, 'operator');
  await operator.goto('/admin/orders?status=waitsend');
  const search = operator.getByRole('searchbox', { name: '订单号' });
  await search.fill(orderNo);
  await search.press('Enter');
  await operator.getByRole('link', { name: orderNo }).click();
  await expect(operator.getByRole('heading', { name: new RegExp(orderNo) })).toBeVisible();

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
  await dialog.getByLabel('快递单号').fill('SF2405071001');
  // A medicine does not leave without its batch.
  await dialog.getByRole('button', { name: '确认发货' }).click();
  await expect(dialog.getByText('药品请填写批号')).toBeVisible();
  await expect(dialog.getByText('药品请选择有效期')).toBeVisible();
  await dialog.getByLabel(`${MEDICINE.name} 批号`).fill(BATCH_NO);
  const expiry = dialog.getByLabel(`${MEDICINE.name} 有效期至`);
  await expiry.click();
  await expiry.fill(EXPIRY);
  await expiry.press('Enter');
  await dialog.getByRole('button', { name: '确认发货' }).click();
  await expect(dialog).toBeHidden();

  const line = operator.getByTestId('console-package-line');
  await expect(line.getByTestId('console-batch')).toHaveText(
    `批号 ${BATCH_NO} · 有效期至 ${EXPIRY}`,
  );
  // 药检报告 is the type offered first.
  await expect(line.getByLabel(`${MEDICINE.name} 报告类型`)).toBeVisible();
  await expect(line.getByText('药检报告', { exact: true })).toBeVisible();
  await line.locator('input[type=file]').setInputFiles({
    name: `药检报告 ${BATCH_NO}.pdf`,
    mimeType: 'application/pdf',
    buffer: REPORT,
  });
  await expect(operator.getByText(`已上传 药检报告 ${BATCH_NO}.pdf`)).toBeVisible();
  await expect(line.getByTestId('console-annex')).toHaveText(`药检报告：药检报告 ${BATCH_NO}.pdf`);
  await operator.context().close();

  // The buyer reads the batch on the order and downloads the report.
  await page.goto('/member/order_list');
  await page
    .getByRole('article', { name: `订单号 ${orderNo}` })
    .getByRole('link', { name: '订单详情' })
    .click();
  const section = page.getByRole('region', { name: '批号及质检报告' });
  await expect(section.getByTestId('order-batch-no')).toHaveText([BATCH_NO]);
  await expect(section.getByTestId('order-batch')).toContainText(EXPIRY);
  await expect(section.getByTestId('order-batch')).toContainText('包裹1');
  const link = section.getByRole('link', { name: `下载药检报告：药检报告 ${BATCH_NO}.pdf` });
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  expect(download.suggestedFilename()).toBe(`药检报告 ${BATCH_NO}.pdf`);
  expect((await readFile(await download.path())).equals(REPORT)).toBe(true);
  const href = (await link.getAttribute('href')) ?? '';
  const served = await page.request.get(href);
  expect(served.status()).toBe(200);
  expect(served.headers()['content-type']).toBe('application/pdf');

  // The logistics page carries the batch too.
  await page.goto(page.url().replace('/member/order_detail', '/member/logistics'));
  await expect(page.getByTestId('logistics-batch')).toContainText(`批号：${BATCH_NO}`);

  // Another buyer, and a visitor, get nothing.
  const stranger = await browser.newContext({ baseURL, ...SECOND_CONTEXT });
  expect((await stranger.request.get(href)).status()).toBe(404);
  const other = await stranger.newPage();
  await other.goto('/login');
  await logInOnLoginPage(other, 'demo2');
  await expect(other).not.toHaveURL(/\/login/);
  expect((await other.request.get(href)).status()).toBe(404);
  await stranger.close();
});
