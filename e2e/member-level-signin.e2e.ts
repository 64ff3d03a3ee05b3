import type { Page } from '@playwright/test';
import { expect, logInOnLoginPage, test } from './support';

/**
 * Issue 16's level, sign-in and salesman journeys: the buyer `demo` signs in for the day and
 * sees the points and growth it gave on the points, level and sign-in pages; the salesman's own
 * member login `sales` opens the customers they serve and their stock-out registrations.
 */

async function logIn(page: Page, username: string, to: string) {
  await page.goto(`/login?redirect=${encodeURIComponent(to)}`);
  await logInOnLoginPage(page, username);
  await expect(page).toHaveURL(new RegExp(to));
}

/** The number shown after `label` on a page (e.g. the points balance), commas removed. */
const figure = async (page: Page, testId: string) =>
  Number((await page.getByTestId(testId).innerText()).replace(/,/g, ''));

test('a buyer signs in for the day and sees points, growth and level move', async ({ page }) => {
  await logIn(page, 'demo', '/member/level');
  const growth = page.getByTestId('level-growth');
  await expect(growth).toBeVisible();
  const growthBefore = await figure(page, 'level-growth');
  await expect(page.getByText('等级权益')).toBeVisible();
  await expect(page.locator('li[aria-current="true"]')).toContainText('金卡会员');

  await page.goto('/member/my_point');
  await expect(page.getByRole('heading', { name: '我的积分' })).toBeVisible();
  const pointsText = page.getByText(/^\d[\d,]*积分$/).first();
  const pointsBefore = Number((await pointsText.innerText()).replace(/[^\d]/g, ''));

  await page.getByRole('link', { name: '每日签到' }).first().click();
  await expect(page).toHaveURL(/\/member\/signin/);
  await expect(page.getByText('每日签到：积分 +5，成长值 +2')).toBeVisible();
  expect(await figure(page, 'signin-streak')).toBe(0);
  await page.getByRole('button', { name: '签到' }).click();
  await expect(page.getByText('签到成功：积分 +5，成长值 +2')).toBeVisible();
  await expect(page.getByRole('button', { name: '今日已签到' })).toBeDisabled();
  expect(await figure(page, 'signin-streak')).toBe(1);
  await expect(page.getByRole('gridcell', { name: /已签到$/ })).toHaveCount(1);

  await page.getByRole('button', { name: '我的积分' }).click();
  await expect(page.getByText(`${(pointsBefore + 5).toLocaleString('zh-CN')}积分`)).toBeVisible();
  await expect(page.getByRole('cell', { name: '每日签到' }).first()).toBeVisible();

  await page.goto('/member/level');
  await expect(growth).toHaveText((growthBefore + 2).toLocaleString('zh-CN'));
  const ledger = page.getByRole('table');
  await expect(ledger.getByRole('cell', { name: '每日签到' })).toBeVisible();
  await expect(ledger.getByRole('cell', { name: '+2', exact: true })).toBeVisible();
  // The salesman's pages are not offered to a buyer, who sees their salesman instead.
  await expect(page.getByRole('link', { name: '我的客户' })).toHaveCount(0);
  await page.goto('/member/index');
  await expect(page.getByText('专属业务员：')).toContainText('业务员小陈');
  await expect(page.getByRole('link', { name: '拨打 13700137000' })).toBeVisible();
});

test('the salesman sees the customers they serve and their stock-out requests', async ({
  page,
}) => {
  await logIn(page, 'sales', '/member/index');
  await page
    .getByRole('navigation', { name: '会员中心菜单' })
    .getByRole('link', { name: '我的客户' })
    .click();
  await expect(page).toHaveURL(/\/member\/my_team/);
  const table = page.getByRole('table');
  for (const name of ['康源大药房', '康源大药房二店', '仁和诊所'])
    await expect(table.getByText(name, { exact: true })).toBeVisible();
  await expect(page.getByText('共 3 位客户')).toBeVisible();
  await page.getByLabel('搜索客户名称、联系人或手机号').fill('仁和');
  await page.keyboard.press('Enter');
  await expect(page.getByText('共 1 位客户')).toBeVisible();

  await page.getByRole('link', { name: '客户缺货登记' }).click();
  await expect(page).toHaveURL(/\/member\/stockout_log/);
  await expect(page.getByRole('table').getByText('阿莫西林胶囊')).toBeVisible();
});
