import { expect, logInOnLoginPage, staffSignIn, test, uploadFile } from './support';

/**
 * Issue 16's recharge journey: `demo` recharges ¥1,000 (the 充1000送20 package) by bank transfer
 * with a voucher; finance confirms it in the console; the member's balance, ledger and recharge
 * record show it.
 */

// A real 16x16 PNG: the voucher upload takes images only.
const VOUCHER_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAABAAAAAQCAIAAACQkWg2AAAAFklEQVR4nGM4YWNDEmIY1TCqYfhqAACrxkAQIqaBzAAAAABJRU5ErkJggg==',
  'base64',
);

test('a recharge by transfer confirmed by finance reaches the balance and the ledger', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  await page.goto('/login?redirect=%2Fmember%2Faccount');
  await logInOnLoginPage(page, 'demo');
  await expect(page).toHaveURL(/\/member\/account/);
  const balance = page.getByTestId('account-balance');
  // Other journeys on this server pay with demo's balance: read it rather than assume it.
  await expect(balance).toHaveText(/^¥\d+\.\d{2}$/);
  const before = Math.round(Number((await balance.innerText()).slice(1)) * 100);

  await page.getByRole('link', { name: /^充\s?值$/ }).click();
  await expect(page).toHaveURL(/\/member\/recharge_order/);
  await expect(page.getByRole('radio', { name: /¥1000\.00/ })).toHaveAttribute(
    'aria-checked',
    'true',
  );
  await page.getByRole('button', { name: '立即充值' }).click();
  await expect(page).toHaveURL(/\/member\/recharge_detail\?recharge_id=\d+/);
  await expect(page.getByText('待支付').first()).toBeVisible();
  const rechargeNo =
    (await page.getByRole('row', { name: /充值单号/ }).innerText()).match(/\d{24}/)?.[0] ?? '';
  expect(rechargeNo).not.toBe('');

  await uploadFile(page, { name: 'voucher.png', mimeType: 'image/png', buffer: VOUCHER_PNG });
  await page.getByRole('button', { name: '提交凭证' }).click();
  await expect(page.getByText('转账凭证已提交，等待财务确认收款。')).toBeVisible();

  const finance = await staffSignIn(browser, baseURL, 'finance');
  await finance.goto('/admin/recharges');
  const row = finance.getByRole('row', { name: new RegExp(rechargeNo) });
  await row.getByRole('button', { name: '审核' }).click();
  const drawer = finance.getByRole('dialog', { name: '充值详情' });
  await expect(drawer.getByRole('img', { name: '转账凭证' })).toBeVisible();
  await drawer.getByRole('button', { name: '确认收款' }).click();
  await finance.getByRole('button', { name: /确\s?定|OK/ }).click();
  await expect(finance.getByText('已确认收款，余额已到账')).toBeVisible();
  await expect(drawer.getByText('已到账')).toBeVisible();
  await finance.context().close();

  await page.reload();
  await expect(page.getByText('充值已到账，¥1020.00 已计入余额。')).toBeVisible();
  await page.goto('/member/account');
  await expect(balance).toHaveText(`¥${((before + 102_000) / 100).toFixed(2)}`);
  const ledgerRow = page.getByRole('row', { name: new RegExp(rechargeNo) });
  await expect(ledgerRow).toContainText('充值');
  await expect(ledgerRow).toContainText('+¥1020.00');
});
