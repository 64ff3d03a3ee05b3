import type { Page } from '@playwright/test';
import { expect, logInOnLoginPage, test } from './support';

// Demo data of the shop 康源医药自营: the coupon 新客专享 满199减30 (all goods, in the coupon
// centre); 五子衍宗丸 in the running seckill (9.60, seckill 8.00, 5 per buyer); the bundle
// 红霉素眼膏 + 盐酸莫西沙星片 (3.00 + 27.00 = 30.00 alone, 26.80 as a set); freight 10.00.
const COUPON = '新客专享 满199减30';
const SECKILL = '五子衍宗丸 6g*6袋';
const BUNDLE = '红霉素眼膏 2g+盐酸莫西沙星片 0.4g*24片 组合装';

/** Submits the confirmation, pays by balance (demo2 has no pay password: a confirmation). */
async function submitAndPay(page: Page, total: string): Promise<void> {
  await page.getByRole('button', { name: '提交订单' }).click();
  await expect(page).toHaveURL(/\/pay\?out_trade_no=\d+/);
  await expect(page.getByText(total).first()).toBeVisible();
  await page.getByRole('button', { name: '立即支付' }).click();
  await page.getByRole('dialog').getByRole('button', { name: '确 认' }).click();
  await expect(page).toHaveURL(/\/result\?out_trade_no=\d+/);
  await expect(page.getByText('支付成功')).toBeVisible();
}

test('a member takes a coupon, buys a seckill item and a combo, and pays with the coupon', async ({
  page,
}) => {
  test.setTimeout(150_000);
  await page.goto('/login?redirect=%2Fcoupon');
  await logInOnLoginPage(page, 'demo2');
  await expect(page).toHaveURL(/\/coupon$/);

  // The coupon centre: take the shop's new-customer coupon.
  const ticket = page.getByRole('article', { name: COUPON });
  await expect(ticket).toContainText('满199元可用');
  await ticket.getByRole('button', { name: '立即领取' }).click();
  await expect(page.getByText(`领取成功：${COUPON}`)).toBeVisible();
  await expect(ticket).toContainText('已领取(1/1)');

  // The seckill zone opens on the running slot; the seckill goods page sells at the seckill price.
  await page.goto('/promotion/seckill');
  await expect(page.getByRole('heading', { name: '限时秒杀' }).first()).toBeVisible();
  const card = page.getByRole('article', { name: SECKILL }).first();
  // The running slot's own goods come first: at some hours the all-day seckill goes on to page 2.
  await expect(page.getByRole('article').first()).toBeVisible();
  if (!(await card.isVisible())) await page.locator('.ant-pagination-item-2').click();
  await expect(card).toContainText('¥8.00');
  await card.getByRole('link', { name: SECKILL }).first().click();
  await expect(page).toHaveURL(/\/promotion\/seckill-\d+$/);
  // The zone's cards (each with its own 限购) stay on screen until the detail page has loaded.
  const buyNow = page.getByRole('button', { name: '立即抢购' });
  await expect(buyNow).toBeVisible();
  await expect(page.getByText('限购 5 件')).toBeVisible();
  await page.getByLabel('数量').fill('5');
  await buyNow.click();
  await expect(page).toHaveURL(/\/payment\?sku_id=\d+&num=5/);
  // 5 x 9.60 at full price, 8.00 off by the seckill; no coupon of 199 reached by this order, so
  // the centre's coupon stays for the combo: choose none.
  await expect(page.getByTestId('summary-goods')).toHaveText('¥48.00');
  await expect(page.getByTestId('summary-promotion')).toHaveText('-¥8.00');
  await page.getByRole('combobox', { name: '优惠券' }).click();
  // antd renders its options in a virtual list: pick the visible item.
  await page.locator('.ant-select-dropdown').getByText('不使用优惠券', { exact: true }).click();
  await expect(page.getByTestId('summary-coupon')).toHaveText('-¥0.00');
  await expect(page.getByTestId('summary-order')).toHaveText('¥50.00');
  await submitAndPay(page, '¥50.00');

  // The combo: from the activity zone's bundles to the bundle's page.
  await page.getByRole('link', { name: '活动专区' }).first().click();
  await expect(page).toHaveURL(/\/activity/);
  await page.getByRole('tab', { name: '组合套餐' }).click();
  await page.getByRole('link', { name: BUNDLE }).first().click();
  await expect(page).toHaveURL(/\/promotion\/combo-\d+$/);
  await expect(page.getByTestId('combo-price')).toContainText('¥26.80');
  await expect(page.getByText('立省 ¥3.20')).toBeVisible();
  await page.getByLabel('购买套数').fill('8');
  await page.getByRole('button', { name: '立即购买' }).click();
  await expect(page).toHaveURL(/\/promotion\/combo_payment\?bl_id=\d+&num=8/);

  // 8 sets: 240.00 alone, 214.40 as sets; the coupon of the centre is the best and applies.
  await expect(page.getByText(COUPON).first()).toBeVisible();
  await expect(page.getByTestId('summary-goods')).toHaveText('¥240.00');
  await expect(page.getByTestId('summary-promotion')).toHaveText('-¥25.60');
  await expect(page.getByTestId('summary-coupon')).toHaveText('-¥30.00');
  await expect(page.getByTestId('summary-delivery')).toHaveText('+¥10.00');
  await expect(page.getByTestId('summary-order')).toHaveText('¥194.40');
  await submitAndPay(page, '¥194.40');

  // The order shows the same breakdown, and the coupon is used.
  await page.getByRole('link', { name: '查看订单' }).click();
  await expect(page).toHaveURL(/\/member\/order_(list|detail)/);
  if (/order_list/.test(page.url()))
    await page.getByRole('link', { name: '订单详情' }).first().click();
  await expect(page.getByTestId('order-goodsMoney')).toHaveText('¥240.00');
  await expect(page.getByTestId('order-promotionMoney')).toHaveText('-¥25.60');
  await expect(page.getByTestId('order-couponMoney')).toHaveText('-¥30.00');
  await expect(page.getByTestId('order-deliveryMoney')).toHaveText('+¥10.00');
  await expect(page.getByTestId('order-orderMoney')).toHaveText('¥194.40');
  await page.goto('/member/my_coupon');
  await page.getByRole('tab', { name: /已使用/ }).click();
  await expect(page.getByRole('article', { name: COUPON })).toContainText('已使用');
});
