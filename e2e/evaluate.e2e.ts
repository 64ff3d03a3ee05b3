import type { Page } from '@playwright/test';
import { buyNowByBalance, expect, shipInConsole, staffSignIn, test, uploadFile } from './support';

/**
 * Issue 17's evaluations: a buyer rates the goods of a completed order with words and a picture;
 * the operator replies in the console and approves it (new evaluations wait for review in the
 * demo); the goods page shows the evaluation and the reply; the buyer's later follow-up (追评)
 * shows beneath it.
 */

// A demo medicine of the own shop 康源医药自营, whose staff the demo accounts are.
const GOODS = { path: '/sku-2693', name: '盐酸二甲双胍片 0.5g*24片' };
const WORDS = '效期到2028年，外箱完好，发票随货，入库验收很顺利。';
const REPLY = '感谢您的认可，我们会继续保证效期和配送时效。';
const AGAIN = '卖了一个月，顾客反馈控糖效果稳定，已经回购。';
// A real 16x16 PNG: the evaluation upload takes images only.
const PHOTO_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAABAAAAAQCAIAAACQkWg2AAAAFklEQVR4nGM4YWNDEmIY1TCqYfhqAACrxkAQIqaBzAAAAABJRU5ErkJggg==',
  'base64',
);

const orderCard = (page: Page, orderNo: string) =>
  page.getByRole('article', { name: `订单号 ${orderNo}` });

/**
 * `demo2` (default address, no pay password) buys the goods now and pays by balance; the
 * operator ships it with its batch; `demo2` confirms receipt. Answers the completed order's number.
 */
async function completedOrder(page: Page, operator: Page): Promise<string> {
  const orderNo = await buyNowByBalance(page, GOODS, 2);
  await shipInConsole(operator, orderNo, GOODS.name, {
    expressNo: 'SF2406150001',
    batchNo: 'H2406112',
    expiry: '2028-05-31',
  });

  await page.goto('/member/order_list');
  // No evaluation before the buyer confirms the goods arrived.
  await expect(orderCard(page, orderNo).getByRole('button', { name: '评 价' })).toHaveCount(0);
  await orderCard(page, orderNo).getByRole('button', { name: '确认收货' }).click();
  const take = page.getByRole('dialog').filter({ hasText: '确认已收到商品？' });
  await expect(async () => {
    await take.getByRole('button', { name: '确 定' }).click({ timeout: 2000 });
    await expect(take).toBeHidden({ timeout: 2000 });
  }).toPass();
  await expect(orderCard(page, orderNo)).toContainText('已完成');
  return orderNo;
}

test('a buyer evaluates a completed order, the shop replies, the goods page shows both', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const operator = await staffSignIn(browser, baseURL, 'operator');
  const orderNo = await completedOrder(page, operator);

  // 评价 on the completed order opens the page: stars are required, words and a photo optional.
  await orderCard(page, orderNo).getByRole('button', { name: '评 价' }).click();
  await expect(page).toHaveURL(/\/evaluate\?order_id=\d+/);
  await expect(page.getByRole('heading', { name: '评价晒单' })).toBeVisible();
  await expect(page.getByText('您的评价将在商家审核通过后展示在商品详情页')).toBeVisible();
  const line = page.getByRole('article', { name: GOODS.name });
  await page.getByRole('button', { name: '提交评价' }).click();
  await expect(line.getByText('请为该商品评分')).toBeVisible();
  // Four stars: 好.
  await line.locator('.ant-rate-star').nth(3).click();
  await expect(line.getByText('好', { exact: true })).toBeVisible();
  await line.getByRole('textbox', { name: `${GOODS.name} 评价内容` }).fill(WORDS);
  await uploadFile(line, { name: 'photo.png', mimeType: 'image/png', buffer: PHOTO_PNG });
  await page.getByRole('button', { name: '提交评价' }).click();
  await expect(page.getByText('评价成功')).toBeVisible();
  await expect(page.getByText('商家审核通过后将展示在商品详情页')).toBeVisible();
  await page.getByRole('button', { name: '返回我的订单' }).click();
  await expect(orderCard(page, orderNo).getByRole('button', { name: '追 评' })).toBeVisible();

  // Waiting for review, it is not on the goods page yet.
  await page.goto(GOODS.path);
  await page.getByRole('tab', { name: /商品评价/ }).click();
  await expect(
    page.getByTestId('goods-evaluation').or(page.getByText('暂无评价')).first(),
  ).toBeVisible();
  await expect(page.getByText(WORDS)).toHaveCount(0);

  // The operator finds it among those waiting for review, replies and approves it.
  await operator.goto('/admin/evaluations?state=waiting');
  await expect(operator.getByRole('tab', { name: '待审核', selected: true })).toBeVisible();
  const row = operator.getByRole('row').filter({ hasText: WORDS });
  await expect(row).toContainText('康源大药房二店');
  await expect(row.getByRole('img', { name: '评价图片 1' })).toBeVisible();
  await row.getByRole('button', { name: /^回\s?复$/ }).click();
  const reply = operator.getByRole('dialog', { name: '回复评价' });
  await reply.getByLabel('回复内容（展示在商品详情页）').fill(REPLY);
  await reply.getByRole('button', { name: '提交回复' }).click();
  await expect(reply).toBeHidden();
  await expect(row).toContainText(REPLY);
  await row.getByRole('button', { name: '审核通过' }).click();
  await expect(operator.getByText('已审核通过，评价已展示')).toBeVisible();
  await operator.goto('/admin/evaluations?state=shown');
  await expect(operator.getByRole('row').filter({ hasText: WORDS })).toContainText('已展示');
  await operator.context().close();

  // The goods page shows it, the buyer's name masked, with the shop's reply.
  await page.goto(GOODS.path);
  await page.getByRole('tab', { name: /商品评价/ }).click();
  const shown = page.getByTestId('goods-evaluation').filter({ hasText: WORDS });
  await expect(shown).toContainText('康***店');
  await expect(shown).toContainText(`商家回复：${REPLY}`);
  await expect(shown.getByRole('img', { name: '评价图片 1' })).toBeVisible();

  // The buyer follows up once (追评); it shows beneath the evaluation.
  await page.goto('/member/order_list');
  await orderCard(page, orderNo).getByRole('button', { name: '追 评' }).click();
  await expect(page.getByRole('heading', { name: '追加评价' })).toBeVisible();
  await expect(line.getByTestId('own-evaluation')).toContainText(REPLY);
  await line.getByRole('textbox', { name: `${GOODS.name} 追加评价` }).fill(AGAIN);
  await page.getByRole('button', { name: '提交追评' }).click();
  // One follow-up per order, never changed after: the page asks first.
  const confirm = page.getByRole('dialog', { name: '确认提交追评？' });
  await expect(confirm).toContainText('将追评 1 件商品。每个订单只能追评一次，提交后不能修改。');
  await confirm.getByRole('button', { name: '确认提交' }).click();
  await expect(page.getByText('追评成功')).toBeVisible();
  await page.goto('/member/order_list');
  await expect(orderCard(page, orderNo).getByRole('button', { name: /评/ })).toHaveCount(0);
  await page.goto(GOODS.path);
  await page.getByRole('tab', { name: /商品评价/ }).click();
  await expect(
    page.getByTestId('goods-evaluation').filter({ hasText: WORDS }).getByTestId('evaluate-again'),
  ).toContainText(AGAIN);
});
