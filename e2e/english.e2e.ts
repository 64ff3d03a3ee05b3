import type { Page } from '@playwright/test';
import { expect, logInOnLoginPage, test } from './support';

/**
 * Every visible Chinese text of the page that is not shop data: text nodes and the labels a
 * reader or a screen reader meets (placeholder, aria-label). Shop data stays as the shop wrote
 * it (goods names, manufacturers, specifications, categories, shop names, addresses): elements
 * showing it are marked `data-shop-data`, and elements labelled by it `data-shop-label`.
 */
function chineseInterfaceTexts(page: Page): Promise<string[]> {
  // Runs in the page (plain JavaScript: the e2e project has no DOM types).
  return page.evaluate<string[]>(`(() => {
    const han = /\\p{Script=Han}/u;
    const found = new Set();
    const shown = (el) =>
      !el.closest('[data-shop-data]') &&
      el.checkVisibility({ opacityProperty: true, visibilityProperty: true });
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent.trim();
      if (han.test(text) && shown(node.parentElement)) found.add(node.parentElement.tagName + ': ' + text);
    }
    for (const [attribute, skip] of [['placeholder', ''], ['aria-label', '[data-shop-label]']]) {
      for (const el of document.body.querySelectorAll('[' + attribute + ']')) {
        const value = el.getAttribute(attribute);
        if (han.test(value) && shown(el) && !(skip && el.matches(skip)))
          found.add(el.tagName + '[' + attribute + ']: ' + value);
      }
    }
    return [...found];
  })()`);
}

/** Lists what is still Chinese on the page (expected: nothing). */
async function expectNoChinese(page: Page, path: string): Promise<void> {
  // Every text the page asks for has arrived (else the check could pass before a late list
  // shows); texts refetched after the switch may still be rendering: look again until they have.
  await page.waitForLoadState('networkidle');
  await expect
    .poll(() => chineseInterfaceTexts(page), { message: `Chinese interface texts on ${path}` })
    .toEqual([]);
}

test('a member in English sees no Chinese interface text on the main pages', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/login?redirect=%2Findex');
  await logInOnLoginPage(page, 'demo');
  await expect(page).toHaveURL(/\/index/);

  // The daily float layer may pop up and close the menu; like a user, open it again.
  const english = page.getByRole('menuitem', { name: 'English' });
  await expect(async () => {
    await page.getByRole('button', { name: '切换语言' }).hover();
    await english.click({ timeout: 1500 });
  }).toPass({ timeout: 15_000 });
  // The shop's texts follow the language without a reload (the nav comes from the server).
  await expect(page.getByRole('link', { name: 'Brands', exact: true }).first()).toBeVisible();
  await expectNoChinese(page, '/index');

  const box = page.getByRole('combobox', { name: 'Search keyword' });
  await box.fill('阿莫西林');
  await box.press('Escape');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/list\?.*keyword=/);
  await expect(page.getByRole('article').first()).toBeVisible();
  await expectNoChinese(page, '/list');

  await page.getByRole('article').first().getByRole('link').first().click();
  await expect(page).toHaveURL(/\/sku-\d+/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoChinese(page, '/sku-{id}');

  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByText('Added to the cart')).toBeVisible();
  await page.goto('/cart');
  await expect(page.locator('[data-testid^="cart-line-"]').first()).toBeVisible();
  await expectNoChinese(page, '/cart');

  await page.goto('/member/index');
  await expect(page).toHaveURL(/\/member\/index/);
  await expectNoChinese(page, '/member/index');
});
