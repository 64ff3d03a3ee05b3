import { test as plainTest } from '@playwright/test';
import { CLOSED_BASE_URL } from './playwright.config';
import { expect, logInOnLoginPage, open, SITE_NAME, test } from './support';

test('a visitor sees the mall layout without prices and can search', async ({ page }) => {
  await open(page, '/index');
  await expect(page).toHaveTitle(`首页 - ${SITE_NAME}`);
  // A fresh visitor always gets the demo float layer, at a moment of its own: close it here, so a
  // key pressed in the search box can never land in the layer (whose link goes to /register).
  const floatLayerClose = page.getByRole('button', { name: '关闭活动弹窗' });
  await page.removeLocatorHandler(floatLayerClose);
  await floatLayerClose.click();
  await expect(page.getByRole('link', { name: '请登录' })).toBeVisible();
  await expect(page.getByRole('link', { name: '免费注册' })).toBeVisible();
  await expect(page.getByText('全部商品分类')).toBeVisible();
  await expect(page.getByRole('link', { name: '中西成药' }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: '购物车', exact: true })).toBeVisible();
  await expect(page.getByText('400-826-1588').first()).toBeVisible();

  const search = page.getByRole('searchbox').or(page.getByPlaceholder(/搜索/)).first();
  await search.fill('阿莫西林');
  await search.press('Enter');
  await expect(page).toHaveURL(`/list?keyword=${encodeURIComponent('阿莫西林')}`);
});

test('the page carries the shop name in its title before the app has loaded', async ({ page }) => {
  const html = await (await page.request.get('/index')).text();
  expect(html).toContain(`<title>${SITE_NAME}</title>`);
});

test('a frame paints before the app code arrives, and the app replaces it', async ({ page }) => {
  // Without its code the page still shows the mall's frame, not a white screen.
  await page.route('**/*.js', (route) => route.abort());
  await page.goto('/index');
  await expect(page.locator('[data-boot-frame]')).toBeVisible();
  // It already names the shop: the first paint has content.
  await expect(page.locator('[data-boot-frame]')).toContainText(SITE_NAME);
  await page.unroute('**/*.js');
  await page.goto('/index');
  await expect(page.getByText('全部商品分类')).toBeVisible();
  await expect(page.locator('[data-boot-frame]')).toHaveCount(0);
});

test('the frame paints from the data in the page, asking the server for none of it', async ({
  page,
}) => {
  const calls: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST') calls.push(new URL(request.url()).pathname);
  });
  await open(page, '/index');
  await expect(page.getByText('全部商品分类')).toBeVisible();
  await expect(page.getByRole('link', { name: '中西成药' }).first()).toBeVisible();
  await expect(page.getByText('400-826-1588').first()).toBeVisible();
  // The home page's floors and carousel come with the page too.
  await expect(page.getByRole('region', { name: '首页楼层' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(calls).toEqual([]);

  // A member's own summary comes with the page as well.
  await open(page, '/login');
  await logInOnLoginPage(page, 'demo');
  await expect(page.getByText(/您好，/)).toBeVisible();
  calls.length = 0;
  await open(page, '/member/index');
  await expect(page.getByText(/您好，/)).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(calls.filter((path) => /\/api\/(member\/info|cart\/count|site\/)/.test(path))).toEqual([]);

  // A goods page comes with its goods.
  const found = await page.request.post('/api/goodssku/page', {
    data: { keyword: '阿莫西林', page_size: 1 },
  });
  const skuId = ((await found.json()) as { data: { list: { sku_id: number }[] } }).data.list[0]
    ?.sku_id;
  calls.length = 0;
  await open(page, `/sku-${skuId}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(calls).not.toContain('/api/goodssku/detail');
});

test('a new address opens at the top, not where the last page was left', async ({ page }) => {
  await open(page, '/index');
  await expect(page.getByRole('region', { name: '首页楼层' })).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 1500));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(1500);
  await open(page, '/promotion/seckill');
  await page.waitForLoadState('networkidle');
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});

test('an unknown path shows the 404 page with its title', async ({ page }) => {
  await open(page, '/no/such/page');
  await expect(page.getByText('抱歉，您访问的页面不存在')).toBeVisible();
  await expect(page).toHaveTitle(`页面不存在 - ${SITE_NAME}`);
});

test('the language switches to English and stays after a reload', async ({ page }) => {
  await open(page, '/index');
  // The daily float layer may pop up and close the menu; like a user, open it again.
  const english = page.getByRole('menuitem', { name: 'English' });
  await expect(async () => {
    await page.getByRole('button', { name: '切换语言' }).hover();
    await english.click({ timeout: 1500 });
  }).toPass({ timeout: 15_000 });
  await expect(page.getByRole('link', { name: 'Help centre' }).first()).toBeVisible();
  await expect(page).toHaveTitle(`Home - ${SITE_NAME}`);
  await page.reload();
  await expect(page.getByRole('link', { name: 'Help centre' }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Log in', exact: true })).toBeVisible();
});

test('a closed site sends every page to /closed', async ({ page }) => {
  await page.goto(`${CLOSED_BASE_URL}/index`);
  await expect(page).toHaveURL(`${CLOSED_BASE_URL}/closed`);
  await expect(page.getByText('站点维护中', { exact: true })).toBeVisible();
  // The closed answer's message (the staff's notice when they wrote one).
  await expect(page.getByText('站点维护中，暂停访问')).toBeVisible();
  await expect(page).toHaveTitle(/站点维护/);
});

// Without the fixture that closes the float layer: a visitor types on arrival, before anything.
plainTest(
  'a visitor typing in the search box on arrival searches; the float layer stays out',
  async ({ page }) => {
    await page.goto('/index');
    const box = page.getByRole('combobox', { name: '搜索关键词' });
    await box.pressSequentially('amxl');
    await box.press('Enter');
    await expect(page).toHaveURL('/list?keyword=amxl');
    await expect(page.getByRole('button', { name: '关闭活动弹窗' })).toHaveCount(0);
  },
);

// Without the fixture that closes the float layer: this journey watches it.
plainTest(
  'the registration float layer and advert greet visitors on the home page only; Esc closes it',
  async ({ page }) => {
    const layer = page.getByRole('dialog').filter({
      has: page.getByRole('button', { name: '关闭活动弹窗' }),
    });
    const registerAdvert = page
      .getByRole('region', { name: '顶部广告' })
      .getByRole('img', { name: '新会员首单包邮' });
    await page.goto('/index');
    await expect(layer).toBeVisible();
    await expect(registerAdvert).toBeAttached();
    // Esc closes it, wherever the focus is.
    await page.getByRole('combobox', { name: '搜索关键词' }).focus();
    await page.keyboard.press('Escape');
    await expect(layer).toBeHidden();

    // Another page of a browser that has not seen it today: no layer.
    await page.evaluate(() => localStorage.clear());
    await page.goto('/list?keyword=阿莫西林');
    await expect(page.getByRole('article').first()).toBeVisible();
    await page.waitForTimeout(1500);
    await expect(layer).toBeHidden();

    // A member on the home page: neither the layer nor the advert, both lead to registration.
    await page.evaluate(() => localStorage.clear());
    await page.goto('/login?redirect=%2Findex');
    await logInOnLoginPage(page, 'demo3');
    await expect(page).toHaveURL(/\/index$/);
    await expect(page.getByRole('region', { name: '顶部广告' })).toBeVisible();
    await page.waitForTimeout(1500);
    await expect(layer).toBeHidden();
    await expect(registerAdvert).not.toBeAttached();
  },
);
