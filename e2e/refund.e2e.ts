import type { Page } from '@playwright/test';
import { buyNowByBalance, expect, shipInConsole, staffSignIn, test } from './support';

/**
 * Issue 17's refunds: a buyer returns goods (the shop agrees, the buyer sends the parcel, the shop
 * confirms arrival and the money is back in the balance and its ledger); and a refused refund
 * becomes a complaint that the platform decides for the buyer. Each staff member signs in to the
 * console in a browser context of their own.
 */

// A demo medicine of the own shop 康源医药自营, whose staff the demo accounts are.
const MEDICINE = { path: '/sku-2588', name: '诺氟沙星胶囊 0.1g*12粒' };

/** From 我的订单, the order's detail, then 申请售后 of its (only) line. */
async function applyFromOrder(page: Page, orderNo: string): Promise<void> {
  await page.goto('/member/order_list');
  await page
    .getByRole('article', { name: `订单号 ${orderNo}` })
    .getByRole('link', { name: '订单详情' })
    .click();
  await page.getByRole('link', { name: '申请售后' }).click();
  await expect(page.getByRole('heading', { name: '申请售后' })).toBeVisible();
}

async function chooseReason(page: Page, reason: string): Promise<void> {
  // A click landing while the dropdown still opens is tried again.
  await expect(async () => {
    await page.getByRole('combobox', { name: '退款原因' }).click();
    await page.locator(`.ant-select-item-option[title="${reason}"]`).click({ timeout: 2000 });
    await expect(
      page.locator('.ant-select-content, .ant-select-selection-item', { hasText: reason }),
    ).toBeVisible({
      timeout: 2000,
    });
  }).toPass({ timeout: 20_000 });
}

/** The console's refund of `orderNo`, opened from 售后管理. */
async function openConsoleRefund(staff: Page, orderNo: string): Promise<void> {
  await staff.goto('/admin/refunds');
  const search = staff.getByPlaceholder('售后单号 / 订单号 / 买家账号');
  await search.fill(orderNo);
  await search.press('Enter');
  await staff
    .getByRole('link', { name: /处理|查看/ })
    .first()
    .click();
  await expect(staff.getByText(orderNo).first()).toBeVisible();
}

test('a return: agreed, sent back, received; the balance and ledger show the refund', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const orderNo = await buyNowByBalance(page, MEDICINE, 3);
  const operator = await staffSignIn(browser, baseURL, 'operator');
  await shipInConsole(operator, orderNo, MEDICINE.name, {
    expressNo: 'SF2411270001',
    batchNo: 'N2411031',
    expiry: '2028-10-31',
  });

  // The buyer returns 2 of the 3 boxes; the form offers at most their share of what was paid.
  await applyFromOrder(page, orderNo);
  await page.getByRole('radio', { name: /退货退款/ }).check();
  await page.getByRole('spinbutton', { name: '退款数量' }).fill('2');
  await page.getByRole('spinbutton', { name: '退款数量' }).blur();
  const hint = page.getByText(/最多可退 ¥/);
  const maxMoney = /¥([\d.]+)/.exec((await hint.textContent()) ?? '')?.[1] ?? '';
  expect(Number(maxMoney)).toBeGreaterThan(0);
  await expect(page.getByRole('spinbutton', { name: '退款金额' })).toHaveValue(maxMoney);
  await chooseReason(page, '商品破损');
  await page.getByPlaceholder(/请描述商品问题/).fill('外箱压坏，两盒铝塑板破裂');
  await page.getByRole('button', { name: '提交申请' }).click();
  await expect(page).toHaveURL(/\/member\/refund_detail\?refund_id=\d+/);
  await expect(page.getByText('待商家处理').first()).toBeVisible();
  const detailUrl = page.url();

  // The shop agrees; the demo's return address is offered.
  await openConsoleRefund(operator, orderNo);
  await operator.getByRole('button', { name: /^同\s*意$/ }).click();
  const agree = operator.getByRole('dialog', { name: '同意售后申请' });
  await expect(agree.getByRole('textbox').first()).toHaveValue(/康源医药物流中心/);
  await agree.getByRole('button', { name: '确认同意' }).click();
  await expect(agree).toBeHidden();
  await expect(operator.getByText('待买家退货').first()).toBeVisible();

  // The buyer enters the return parcel.
  await page.goto(detailUrl);
  await expect(page.getByText(/请将商品寄回：.*康源医药物流中心/)).toBeVisible();
  await page.getByLabel('物流公司').fill('顺丰速运');
  await page.getByLabel('运单号').fill('SF9988776655');
  await page.getByRole('button', { name: '提交物流' }).click();
  await expect(page.getByText('待商家收货').first()).toBeVisible();
  await expect(page.getByText('顺丰速运 SF9988776655').first()).toBeVisible();

  // The shop confirms the parcel arrived: the money goes back to the balance.
  await operator.reload();
  await operator.getByRole('button', { name: '确认收货' }).click();
  await operator.getByRole('dialog').getByRole('button', { name: '确认收货' }).click();
  await expect(operator.getByText('退款成功').first()).toBeVisible();
  await operator.context().close();

  await page.goto(detailUrl);
  await expect(page.getByText('退款成功').first()).toBeVisible();
  await expect(page.getByText(`¥${maxMoney} 已退回余额`)).toBeVisible();
  await page.goto('/member/account');
  const ledger = page.getByRole('row').filter({ hasText: '退款' }).first();
  await expect(ledger).toContainText(`+¥${maxMoney}`);
});

test('a refused refund becomes a complaint the platform decides for the buyer', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const orderNo = await buyNowByBalance(page, MEDICINE, 1);
  await applyFromOrder(page, orderNo);
  await chooseReason(page, '不想要了');
  await page.getByRole('button', { name: '提交申请' }).click();
  await expect(page).toHaveURL(/\/member\/refund_detail\?refund_id=\d+/);
  const detailUrl = page.url();

  const operator = await staffSignIn(browser, baseURL, 'operator');
  await openConsoleRefund(operator, orderNo);
  await operator.getByRole('button', { name: /^拒\s*绝$/ }).click();
  const refuse = operator.getByRole('dialog');
  await refuse.getByRole('textbox').fill('药品已出库，非质量问题不支持退款');
  await refuse.getByRole('button', { name: /^拒\s*绝$/ }).click();
  await expect(operator.getByText('商家已拒绝').first()).toBeVisible();
  await operator.context().close();

  // The buyer reads the refusal and asks the platform.
  await page.goto(detailUrl);
  await expect(page.getByText('商家拒绝原因：药品已出库，非质量问题不支持退款')).toBeVisible();
  await page.getByRole('button', { name: '申请平台维权' }).click();
  await expect(page.getByRole('heading', { name: '平台维权' })).toBeVisible();
  await expect(async () => {
    await page.getByRole('combobox', { name: '维权原因' }).click();
    await page
      .locator('.ant-select-item-option[title="商家无理拒绝退款"]')
      .click({ timeout: 2000 });
    await expect(
      page.locator('.ant-select-content, .ant-select-selection-item', {
        hasText: '商家无理拒绝退款',
      }),
    ).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 20_000 });
  await page
    .getByLabel('维权说明')
    .fill('未发货即申请退款，商家以已出库为由拒绝，实际订单仍为待发货。');
  await page.getByRole('button', { name: '提交维权' }).click();
  await expect(page.getByText('平台处理中')).toBeVisible();

  // The platform administrator reads both sides and decides for the buyer.
  const admin = await staffSignIn(browser, baseURL, 'admin');
  await admin.goto('/admin/complaints');
  await admin
    .getByRole('button', { name: /^裁\s*定$/ })
    .first()
    .click();
  const drawer = admin.getByRole('dialog');
  await expect(drawer.getByText('药品已出库，非质量问题不支持退款').first()).toBeVisible();
  await drawer.getByRole('radio', { name: /支持买家/ }).check();
  await drawer.getByLabel('裁定说明（买卖双方可见）').fill('订单未发货，支持买家退款。');
  await drawer.getByRole('button', { name: '提交裁定' }).click();
  await admin
    .getByRole('dialog')
    .last()
    .getByRole('button', { name: /确\s*定|确认|提\s*交/ })
    .click();
  await expect(admin.getByText('裁定已提交')).toBeVisible();
  await admin.context().close();

  await page.reload();
  await expect(page.getByText('支持买家').first()).toBeVisible();
  await expect(page.getByText('退款成功').first()).toBeVisible();
});
