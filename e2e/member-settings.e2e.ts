import { expect, logInOnLoginPage, staffSignIn, test } from './support';

/**
 * Issue 16's shop settings: the platform administrator adds a recharge package and raises the
 * smallest free recharge in /admin/settings; the member's recharge page offers the package and
 * refuses a free amount below the new minimum. The package is removed again at the end, so the
 * other journeys on this server see the demo's settings.
 */
test('recharge settings saved in the console reach the member’s recharge page', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const admin = await staffSignIn(browser, baseURL, 'admin');
  await admin.goto('/admin/settings');
  const card = admin.locator('.ant-card').filter({ hasText: '余额充值' });
  await expect(card.getByLabel('单次最低充值')).toHaveValue('100.00');
  await card.getByLabel('单次最低充值').fill('150');
  await card.getByRole('button', { name: '添加充值套餐' }).click();
  await card.getByLabel('套餐名称').last().fill('充300送5');
  await card.getByLabel('充值金额').last().fill('300');
  await card.getByLabel('赠送金额').last().fill('5');
  await card.getByRole('button', { name: '保 存' }).click();
  await expect(admin.getByText('充值设置已保存')).toBeVisible();

  await page.goto('/login?redirect=%2Fmember%2Frecharge_order');
  await logInOnLoginPage(page, 'demo');
  await expect(page).toHaveURL(/\/member\/recharge_order/);
  await expect(page.getByRole('radio', { name: /¥300\.00\s*送 ¥5\.00/ })).toBeVisible();
  await page.getByRole('radio', { name: '自定义金额' }).click();
  await expect(page.getByText('单笔最低 ¥150.00')).toBeVisible();
  await page.getByPlaceholder('请输入充值金额').fill('120');
  await expect(page.getByText('充值金额不能低于 ¥150.00')).toBeVisible();

  await card.getByRole('button', { name: '删除该套餐' }).last().click();
  await card.getByLabel('单次最低充值').fill('100');
  await card.getByRole('button', { name: '保 存' }).click();
  await expect(admin.getByText('充值设置已保存').last()).toBeVisible();
  await page.reload();
  await expect(page.getByRole('radio', { name: /¥1000\.00/ })).toBeVisible();
  await expect(page.getByRole('radio', { name: /¥300\.00/ })).toHaveCount(0);
  await admin.context().close();
});
