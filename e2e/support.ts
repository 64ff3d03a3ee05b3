import { test as base, expect, type Browser, type Locator, type Page } from '@playwright/test';

export const SITE_NAME = '康源医药批发商城';
export const DEMO_PASSWORD = 'demo123456';

/**
 * The test with a page that closes the promotional float layer whenever it shows up (it appears
 * once a day on the first main-layout page, e.g. right after logging in), as a user would.
 */
export const test = base.extend({
  page: async ({ page }, use) => {
    const close = page.getByRole('button', { name: '关闭活动弹窗' });
    // The layer may vanish by itself when the page redirects; never let the handler hang.
    await page.addLocatorHandler(
      close,
      () => close.click({ timeout: 2000 }).catch(() => undefined),
      {
        noWaitAfter: true,
      },
    );
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
  const context = await browser.newContext({
    baseURL,
    locale: 'zh-CN',
    viewport: { width: 1440, height: 900 },
  });
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
