import type { APIRequestContext } from '@playwright/test';
import { expect, logInOnLoginPage, test } from './support';

type Card = {
  sku_id: number;
  goods_name: string;
  is_jc?: number;
  traceability_code?: number;
  sale_control?: { is_member_by: boolean; view_price: boolean; not_buy_msg: string };
};
type Envelope<T> = { code: number; data: T };

/** Calls the API with the browser's cookies (the member's session once logged in). */
async function call<T>(request: APIRequestContext, path: string, body: object): Promise<T> {
  const res = await request.post(path, { data: { app_type: 'pc', app_type_name: 'PC', ...body } });
  const json = (await res.json()) as Envelope<T>;
  expect(json.code, path).toBeGreaterThanOrEqual(0);
  return json.data;
}

test('a visitor finds amoxicillin by pinyin initials and sees 登录可见 on its detail page', async ({
  page,
}) => {
  await page.goto('/index');
  // A fresh visitor gets the demo float layer: close it first, so it cannot take the focus from
  // the search box while the suggestions are open.
  const floatLayerClose = page.getByRole('button', { name: '关闭活动弹窗' });
  await page.removeLocatorHandler(floatLayerClose);
  await floatLayerClose.click();
  const box = page.getByRole('combobox', { name: '搜索关键词' });
  await box.fill('amxl');
  // Suggestions come 300 ms after typing stops, the matched goods named in full.
  await expect(page.getByRole('option').first()).toContainText('阿莫西林');
  await box.press('Escape');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/list\?.*keyword=amxl/);

  const card = page.getByRole('article').filter({ hasText: '阿莫西林' }).first();
  await expect(card.getByText('登录可见')).toBeVisible();
  await expect(card).not.toContainText('¥');
  await card.getByRole('link').first().click();

  await expect(page).toHaveURL(/\/sku-\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('阿莫西林');
  await expect(page.getByText('登录可见').first()).toBeVisible();
  await expect(page.locator('main')).not.toContainText('¥');
  await expect(page.getByText('集采', { exact: true })).toHaveCount(0);
});

test('a member sees the price and the goods tags on a goods detail', async ({ page }) => {
  await page.goto('/login?redirect=%2Flist');
  await logInOnLoginPage(page, 'demo');
  await expect(page).toHaveURL(/\/list/);

  const cards = await call<{ list: Card[] }>(page.request, '/api/goodssku/page', {
    keyword: '阿莫西林',
    page_size: 100,
  });
  const tagged = cards.list.find((c) => c.is_jc === 1 && c.sale_control?.view_price);
  expect(tagged, 'a group-purchase amoxicillin the member may see').toBeDefined();

  await page.goto(`/sku-${tagged.sku_id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(tagged.goods_name);
  await expect(page.getByText(/¥\s*\d+\.\d{2}/).first()).toBeVisible();
  await expect(page.getByText('登录可见')).toHaveCount(0);
  await expect(page.getByText('集采', { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: /立即购买/ })).toBeEnabled();
});

test('a sale-controlled goods shows its message and a disabled buy button', async ({ page }) => {
  await page.goto('/login?redirect=%2Fcacontrelist');
  await logInOnLoginPage(page, 'demo');
  await expect(page).toHaveURL(/\/cacontrelist/);

  // demo is a chain pharmacy: goods reserved for medical institutions hide their price from it.
  const blocked = page.getByRole('article').filter({ hasText: '仅限医疗机构采购' }).first();
  await expect(blocked).toBeVisible();
  await blocked.getByRole('link').first().click();

  await expect(page).toHaveURL(/\/sku-\d+$/);
  const buy = page.getByRole('button', { name: '仅限医疗机构采购' });
  await expect(buy).toBeVisible();
  await expect(buy).toBeDisabled();
  // The price area reads the same message instead of a price.
  await expect(page.getByText('仅限医疗机构采购', { exact: true })).toHaveCount(2);
});
