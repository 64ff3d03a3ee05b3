import { expect, logInOnLoginPage, staffSignIn, test, uploadFile } from './support';

/**
 * Issue 16's licence journey: demo4, whose drug trading licence has expired, sees buying refused
 * with the reason, renews that one document, the member manager approves it in /admin, and the
 * goods can be bought again.
 */

// A real 16x16 PNG: licence images are images only.
const LICENCE_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAABAAAAAQCAIAAACQkWg2AAAAFklEQVR4nGM4YWNDEmIY1TCqYfhqAACrxkAQIqaBzAAAAABJRU5ErkJggg==',
  'base64',
);
const GOODS = { path: '/sku-2588', name: '诺氟沙星胶囊 0.1g*12粒' };

test('an expired licence refuses buying until its renewal is approved', async ({
  page,
  browser,
  baseURL,
}) => {
  await page.goto(`/login?redirect=${encodeURIComponent(GOODS.path)}`);
  await logInOnLoginPage(page, 'demo4');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(GOODS.name);
  await expect(page.getByRole('button', { name: '资质已过期' })).toBeDisabled();
  await expect(
    page.getByRole('alert').filter({ hasText: '药品经营许可证已于 2026-10-31 过期' }),
  ).toBeVisible();
  await page.getByRole('link', { name: '去更新资质' }).first().click();

  await expect(page).toHaveURL(/\/member\/qualification/);
  const row = page.getByRole('row', { name: /药品经营许可证/ });
  await expect(row).toContainText('已过期');
  await row.getByRole('button', { name: '更 新' }).click();
  const dialog = page.getByRole('dialog', { name: '上传药品经营许可证' });
  await dialog.getByLabel('证件编号').fill('浙CA5710999');
  await dialog.getByLabel('有效期起').fill('2026-11-01');
  await dialog.getByLabel('有效期起').press('Enter');
  await dialog.getByLabel('有效期至').fill('2031-10-31');
  await dialog.getByLabel('有效期至').press('Enter');
  await dialog.getByRole('checkbox', { name: '处方药', exact: true }).check();
  await uploadFile(dialog, { name: 'licence.png', mimeType: 'image/png', buffer: LICENCE_PNG });
  await dialog.getByRole('button', { name: '提交审核' }).click();
  await expect(page.getByText('已提交，请等待审核')).toBeVisible();
  await expect(row).toContainText('更新版本审核中');

  const staff = await staffSignIn(browser, baseURL, 'members');
  await staff.goto('/admin/members?search=demo4');
  await staff.getByRole('link', { name: 'demo4', exact: true }).click();
  const waiting = staff.getByRole('row', { name: /浙CA5710999/ });
  await waiting.getByRole('button', { name: /通过审核/ }).click();
  const approve = staff.getByRole('dialog', { name: '通过证件审核' });
  await approve.getByRole('button', { name: /通过审核/ }).click();
  await expect(waiting).toContainText('已通过');
  await staff.context().close();

  await page.goto(GOODS.path);
  await expect(page.getByRole('button', { name: '加入购物车' })).toBeEnabled();
  await page.getByRole('button', { name: '加入购物车' }).click();
  await expect(page.getByText('已加入购物车')).toBeVisible();
});
