import { expect, expectLoggedInAs, logInOnLoginPage, open, test, uploadFile } from './support';

// A 1x1 PNG: a real image the server decodes, checks by magic bytes and re-encodes.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

test('a visitor opening the member centre is sent to login and comes back after it', async ({
  page,
}) => {
  await open(page, '/member/index');
  await expect(page).toHaveURL('/login?redirect=%2Fmember%2Findex');
  await expect(page).toHaveTitle('登录 - 康源医药批发商城');
  await logInOnLoginPage(page, 'demo3');
  await expect(page).toHaveURL('/member/index');
  await expect(page.getByRole('heading', { name: '仁和诊所' })).toBeVisible();
  await expect(page).toHaveTitle('会员中心 - 康源医药批发商城');
});

test('a new buyer registers, logs out, logs in again and is sent back', async ({ page }) => {
  const username = `e2e_${Date.now().toString(36)}`;
  await open(page, '/register');
  await page.getByLabel('用户名').fill(username);
  await page.getByLabel('密码', { exact: true }).fill('Abc123456');
  await page.getByLabel('确认密码').fill('Abc123456');
  await page.getByLabel('单位名称').fill('端到端测试大药房');
  await page.getByLabel('联系人').fill('王测试');
  await page.getByText('单体药店', { exact: true }).click();
  await page.getByLabel('所在地区').click();
  // Each level loads when its parent is chosen; like a buyer, choose again if it did not open.
  for (const [parent, child] of [
    ['浙江省', '杭州市'],
    ['杭州市', '西湖区'],
  ] as const) {
    await expect(async () => {
      await page.getByTitle(parent).click();
      await expect(page.getByTitle(child)).toBeVisible({ timeout: 2000 });
    }).toPass({ timeout: 15_000 });
  }
  await page.getByTitle('西湖区').click();
  await page.getByLabel('详细地址').fill('文三路100号');
  await uploadFile(page, { name: 'licence.png', mimeType: 'image/png', buffer: PNG });
  await page.getByRole('checkbox').last().check();
  await page.getByRole('button', { name: '同意协议并注册' }).click();

  await expect(page).toHaveURL('/member/index');
  await expectLoggedInAs(page, '端到端测试大药房');

  // Logging out reloads the page; a member page then sends the visitor to login.
  await page.getByRole('button', { name: '退出' }).click();
  await expect(page).toHaveURL('/login?redirect=%2Fmember%2Findex');
  await logInOnLoginPage(page, username, 'Abc123456');
  await expect(page).toHaveURL('/member/index');
  await expect(page.getByRole('heading', { name: '端到端测试大药房' })).toBeVisible();
});

test('a buyer switches to another account of the same login group', async ({ page }) => {
  await open(page, '/login');
  await logInOnLoginPage(page, 'demo');
  await expect(page).toHaveURL('/index');
  await expectLoggedInAs(page, '康源大药房');

  await page.getByRole('button', { name: '切换账号' }).click();
  const dialog = page.getByRole('dialog', { name: '切换账号' });
  await expect(dialog.getByText('康源大药房二店')).toBeVisible();
  await dialog.getByRole('button', { name: /^切\s*换$/ }).click();
  // The login's own toast may still be fading out as the switch's one appears: check the newest.
  await expect(page.getByText('登录成功！').last()).toBeVisible();
  await expectLoggedInAs(page, '康源大药房二店');
});

test('a buyer with one account sees that there is no other account', async ({ page }) => {
  await open(page, '/login');
  await logInOnLoginPage(page, 'demo3');
  await expectLoggedInAs(page, '仁和诊所');
  await page.getByRole('button', { name: '切换账号' }).click();
  const dialog = page.getByRole('dialog', { name: '切换账号' });
  await expect(dialog.getByText('暂无更多账号信息')).toBeVisible();
  // Esc closes it (issue 14: Esc closes every dialog).
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

test('a bad token shows 登录错误, clears the session and sends a member page to login', async ({
  page,
  context,
  baseURL,
}) => {
  await context.addCookies([
    { name: 'shop_token', value: 'forged-or-revoked-token', url: baseURL ?? '' },
    { name: 'shop_session', value: '1', url: baseURL ?? '' },
  ]);
  await open(page, '/member/index');
  await expect(page.getByText('登录错误')).toHaveCount(1);
  await expect(page).toHaveURL('/login?redirect=%2Fmember%2Findex');
  const cookies = await context.cookies();
  expect(cookies.map((c) => c.name)).not.toContain('shop_token');
  expect(cookies.map((c) => c.name)).not.toContain('shop_session');
});
