import type { Page } from '@playwright/test';
import { expect, logInWithEmptyCart, pickArea, test } from './support';

/** Types a keyword in the header search box and searches goods. */
async function search(page: Page, keyword: string): Promise<void> {
  const box = page.getByRole('combobox', { name: '搜索关键词' });
  await box.fill(keyword);
  await box.press('Escape');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/list\?.*keyword=/);
}

/** Opens the goods card of the list that carries the promotion label. */
async function openCardWithLabel(page: Page, name: string, label: string): Promise<void> {
  const card = page.getByRole('article', { name }).filter({ hasText: label }).first();
  await card.getByRole('link').first().click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
}

async function addToCart(page: Page, num: number): Promise<void> {
  await page.getByLabel('购买数量').fill(String(num));
  await page.getByRole('button', { name: '加入购物车' }).click();
  await expect(page.getByText('已加入购物车')).toBeVisible();
}

const cartLine = (page: Page, name: string) =>
  page.locator('[data-testid^="cart-line-"]').filter({ hasText: name });

/** Sets a cart line's quantity the way a buyer types it, then waits for the server's subtotal. */
async function setQuantity(page: Page, name: string, num: number, subtotal: string) {
  const input = cartLine(page, name).getByLabel(`${name} 的数量`);
  await input.fill(String(num));
  await input.press('Enter');
  await expect(cartLine(page, name)).toContainText(subtotal);
}

const yuanOf = async (page: Page, testId: string) =>
  Number(/[\d.]+/.exec((await page.getByTestId(testId).textContent()) ?? '')?.[0]);

// Demo data: 乌鸡白凤丸 is in the running seckill (13.30, seckill 10.60, limit 5 per order);
// 益母草颗粒 in the wholesale tiers (12.30; from 10: 11.80, from 50: 11.30, from 100: 10.80).
const SECKILL = '乌鸡白凤丸 9g*10袋';
const WHOLESALE = '益母草颗粒 15g*9袋';

test('a member buys goods of two promotion kinds, checks out and pays by balance', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await logInWithEmptyCart(page, 'demo');

  await search(page, '乌鸡白凤丸');
  await openCardWithLabel(page, SECKILL, '秒杀');
  await addToCart(page, 6);
  await search(page, '益母草颗粒');
  await openCardWithLabel(page, WHOLESALE, '阶梯');
  await addToCart(page, 10);
  await expect(page.getByRole('link', { name: /我的购物车，共 2 种商品/ })).toBeVisible();

  await page
    .getByRole('link', { name: /我的购物车/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/cart$/);
  // Seckill: 5 at 10.60 (the limit), the 6th at the full 13.30.
  await expect(cartLine(page, SECKILL)).toContainText('¥66.30');
  await expect(cartLine(page, SECKILL)).toContainText('限购 5');
  // Wholesale at the first tier: 10 x 11.80.
  await expect(cartLine(page, WHOLESALE)).toContainText('¥118.00');
  // The header's mini cart prices each line as the cart does: the seckill line by its subtotal
  // (not 10.60 x 6), with its promotion label.
  await page
    .getByRole('link', { name: /我的购物车/ })
    .first()
    .hover();
  const mini = page.locator('.ant-popover').filter({ hasText: '最新加入的商品' });
  const miniLine = mini.getByRole('listitem').filter({ hasText: SECKILL });
  await expect(miniLine).toContainText('小计 ¥66.30');
  await expect(miniLine).toContainText('秒杀');
  await expect(miniLine).not.toContainText('× 6');
  await expect(mini).toContainText('¥184.30');
  await page.mouse.move(0, 450);
  await expect(mini).toBeHidden();
  // One below the first tier: full price; then the 50 tier.
  await setQuantity(page, WHOLESALE, 9, '¥110.70');
  await setQuantity(page, WHOLESALE, 50, '¥565.00');
  await setQuantity(page, SECKILL, 5, '¥53.00');
  const bar = page.getByRole('region', { name: '去结算' });
  await expect(bar).toContainText('¥618.00');

  await bar.getByRole('button', { name: '去结算' }).click();
  await expect(page).toHaveURL(/\/payment\?cart_ids=/);
  // Goods money at full price (5 x 13.30 + 50 x 12.30), the promotions take 63.50 off.
  await expect(page.getByTestId('summary-goods')).toHaveText('¥681.50');
  await expect(page.getByTestId('summary-promotion')).toHaveText('-¥63.50');

  await page.getByRole('button', { name: /新增收货地址/ }).click();
  const dialog = page.getByRole('dialog', { name: '新增收货地址' });
  await dialog.getByLabel('收货人').fill('王药师');
  await dialog.getByLabel('手机号码').fill('13800138000');
  await pickArea(page, dialog, ['浙江省', '杭州市', '西湖区']);
  await dialog.getByLabel('详细地址').fill('文三路 100 号 康源大药房');
  await dialog.getByRole('button', { name: '保 存' }).click();
  await expect(dialog).toBeHidden();
  await expect(
    page.getByText('寄送至：浙江省 杭州市 西湖区 文三路 100 号 康源大药房'),
  ).toBeVisible();

  // Every figure on screen is the server's; the total is their sum.
  const goods = await yuanOf(page, 'summary-goods');
  const promotion = await yuanOf(page, 'summary-promotion');
  const coupon = await yuanOf(page, 'summary-coupon');
  const delivery = await yuanOf(page, 'summary-delivery');
  const total =
    (Math.round(goods * 100) -
      Math.round(promotion * 100) -
      Math.round(coupon * 100) +
      Math.round(delivery * 100)) /
    100;
  const totalText = `¥${total.toFixed(2)}`;
  await expect(page.getByTestId('summary-order')).toHaveText(totalText);

  await page.getByRole('button', { name: '提交订单' }).click();
  await expect(page).toHaveURL(/\/pay\?out_trade_no=\d+/);
  await expect(page.getByText(totalText).first()).toBeVisible();
  await expect(page.getByRole('radio', { name: /余额支付/ })).toHaveAttribute(
    'aria-checked',
    'true',
  );
  await page.getByRole('button', { name: '立即支付' }).click();
  // The pay password of demo: six boxes, typing moves on to the next.
  await page.getByRole('group', { name: '支付密码' }).getByRole('textbox').first().click();
  await page.keyboard.type('123456');
  await page.getByRole('button', { name: '确 认' }).click();

  await expect(page).toHaveURL(/\/result\?out_trade_no=\d+/);
  await expect(page.getByText('支付成功')).toBeVisible();
  await expect(page.getByText(totalText).first()).toBeVisible();
  await page.getByRole('link', { name: '查看订单' }).click();
  await expect(page).toHaveURL(/\/member\/order_(list|detail)/);
  await expect(page.getByText('待发货').first()).toBeVisible();
  await expect(page.getByText(SECKILL).first()).toBeVisible();
  // The cart is empty again and so is its badge.
  await expect(page.getByRole('link', { name: /我的购物车，共 0 种商品/ })).toBeVisible();
});
