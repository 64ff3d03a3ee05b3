import { expect, logInOnLoginPage, staffSignIn, test } from './support';

/**
 * Issue 16's withdrawal journey: the buyer `demo` (pay password 123456) adds a
 * bank account, applies for a withdrawal (frozen at once, the fee shown live), finance approves
 * it and marks it paid in the console, and the buyer sees 已打款 with each step's time.
 */

test('a withdrawal applied by the buyer is approved and paid by finance', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  // Finance signs in meanwhile, in a browser context of their own.
  const signingIn = staffSignIn(browser, baseURL, 'finance');
  await page.goto('/login?redirect=%2Fmember%2Faccount_list');
  await logInOnLoginPage(page, 'demo');
  await expect(page).toHaveURL(/\/member\/account_list/);
  await expect(page.getByRole('heading', { name: '提现账户' })).toBeVisible();

  // A bank account: the card number is checked before it is sent.
  await page
    .getByRole('button', { name: /新增账户/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/member\/account_edit$/);
  await page.getByLabel('真实姓名').fill('王药师');
  await page.getByLabel('手机号').fill('13800138000');
  await page.getByLabel('开户银行').fill('中国工商银行');
  await page.getByLabel('开户支行').fill('杭州文三路支行');
  await page.getByLabel('银行卡号').fill('6222 0212');
  await page.getByRole('button', { name: '保 存' }).click();
  await expect(page.getByText('请输入 12-19 位银行卡号')).toBeVisible();
  await page.getByLabel('银行卡号').fill('6222 0212 0200 8866 123');
  await page.getByRole('button', { name: '保 存' }).click();
  await expect(page).toHaveURL(/\/member\/account_list$/);
  await expect(page.getByRole('cell', { name: /6222 \*{4} \*{4} 6123/ })).toBeVisible();

  // Apply: ¥200 at the demo rate 0.6 % costs ¥1.20, ¥198.80 arrives.
  // In-app navigation (no reload): 提现记录 in the sidebar, then 申请提现.
  await page.getByRole('link', { name: '提现记录' }).first().click();
  await page.getByRole('button', { name: '申请提现' }).click();
  await expect(page).toHaveURL(/\/member\/apply_withdrawal$/);
  // Other journeys on this server pay with demo's balance: read it rather than assume it.
  const balance = page
    .getByText('可提现余额', { exact: true })
    .locator('xpath=following-sibling::div[1]');
  await expect(balance).toHaveText(/^¥\d+\.\d{2}$/);
  const before = Math.round(Number((await balance.innerText()).slice(1)) * 100);
  await page.getByLabel('提现金额').fill('5');
  await page.getByLabel('支付密码').fill('123456');
  await page.getByRole('button', { name: '申请提现' }).click();
  await expect(page.getByText('提现金额不能低于 ¥10.00')).toBeVisible();
  await page.getByLabel('提现金额').fill('200');
  await expect(page.getByTestId('withdraw-fee')).toHaveText('¥1.20');
  await expect(page.getByTestId('withdraw-net')).toHaveText('¥198.80');
  await page.getByRole('button', { name: '申请提现' }).click();
  await expect(page).toHaveURL(/\/member\/withdrawal_detail\?id=\d+/);
  await expect(page.getByText('待审核').first()).toBeVisible();
  const withdrawNo = await page
    .getByRole('row', { name: /提现单号/ })
    .locator('td')
    .first()
    .textContent();
  expect(withdrawNo).toMatch(/^W\d+$/);

  // Finance approves, then marks it paid with the bank's serial number.
  const finance = await signingIn;
  await finance.goto(`/admin/withdrawals?q=${withdrawNo}`);
  const row = finance.getByRole('row', { name: new RegExp(withdrawNo) });
  await expect(row).toContainText('待审核');
  await row.getByRole('button', { name: /^通\s?过$/ }).click();
  await finance
    .getByRole('button', { name: /^通\s?过$/ })
    .last()
    .click();
  await expect(finance.getByText('已通过，请尽快打款')).toBeVisible();
  await expect(row).toContainText('待打款');
  await row.getByRole('button', { name: '标记已打款' }).click();
  const dialog = finance.getByRole('dialog');
  await dialog.getByLabel('打款备注（银行流水号等）').fill('工行网银 20261126-0001');
  await dialog.getByRole('button', { name: '确认已打款' }).click();
  await expect(finance.getByText('已标记为已打款')).toBeVisible();
  await expect(finance.getByRole('row', { name: new RegExp(withdrawNo) })).toContainText('已打款');
  await finance.context().close();

  // The buyer sees 已打款 with every step's time; the ¥200 has left the balance for good.
  await page.reload();
  await expect(page.getByText('已打款').first()).toBeVisible();
  await expect(page.getByText('工行网银 20261126-0001')).toBeVisible();
  await expect(page.locator('.ant-steps-item-finish')).toHaveCount(3);
  await page.getByRole('link', { name: '返回提现记录' }).click();
  await page.getByRole('button', { name: '申请提现' }).click();
  await expect(balance).toHaveText(`¥${((before - 20_000) / 100).toFixed(2)}`);
});
