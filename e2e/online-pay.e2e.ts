import type { APIRequestContext, Page } from '@playwright/test';
import { alipayNotice, wechatNotice } from '../apps/server/src/modules/payment/payment.testing';
import { e2ePayKeys } from './online-pay.keys';
import { expect, logInOnLoginPage, test } from './support';

/**
 * Issue 16's online payment: the buyer pays an order with Alipay (its cashier opens in a new
 * tab) or WeChat Pay (a QR code); the channel's notification, signed with the journeys' keys as
 * the channel signs it, marks it paid and the waiting pay page moves on to the result.
 */
const keys = e2ePayKeys();
const GOODS = { path: '/sku-2588', name: '诺氟沙星胶囊 0.1g*12粒' };

/** `demo2` orders one piece for express delivery and stands on the cashier. */
async function orderToCashier(page: Page): Promise<string> {
  await page.goto('/login?redirect=%2Fcart');
  await logInOnLoginPage(page, 'demo2');
  await expect(page).toHaveURL(/\/cart/);
  await page.goto(GOODS.path);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(GOODS.name);
  await page.getByRole('button', { name: '加入购物车' }).click();
  await expect(page.getByText('已加入购物车')).toBeVisible();
  await page.goto('/cart');
  await page
    .getByRole('region', { name: '去结算' })
    .getByRole('button', { name: '去结算' })
    .click();
  await expect(page).toHaveURL(/\/payment\?cart_ids=/);
  await expect(page.getByText(/寄送至：/)).toBeVisible();
  await page.getByRole('button', { name: '提交订单' }).click();
  await expect(page).toHaveURL(/\/pay\?out_trade_no=\d+/);
  return new URL(page.url()).searchParams.get('out_trade_no') ?? '';
}

const payMoney = async (page: Page) =>
  ((await page.getByTestId('pay-money').textContent()) ?? '').replace(/[^\d.]/g, '');

async function expectPaid(page: Page) {
  await expect(page).toHaveURL(/\/result\?out_trade_no=\d+/, { timeout: 15_000 });
  await expect(page.getByText('支付成功')).toBeVisible();
}

function notifyAlipay(request: APIRequestContext, form: Record<string, string>) {
  return request.post('/api/pay/notify/alipay', {
    data: new URLSearchParams(form).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
}

test('pays an order with Alipay: the cashier opens in a new tab, the notice settles it', async ({
  page,
  context,
  request,
}) => {
  // No network here: Alipay's cashier answers a stand-in page.
  await context.route('https://openapi.alipay.com/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>支付宝</title>' }),
  );
  const outTradeNo = await orderToCashier(page);
  const money = await payMoney(page);
  await page.getByRole('radio', { name: /支付宝/ }).click();
  const popup = context.waitForEvent('page');
  await page.getByRole('button', { name: '去支付宝付款' }).click();
  const cashier = await popup;
  await expect.poll(() => cashier.url()).toContain('method=alipay.trade.page.pay');
  const biz = JSON.parse(new URL(cashier.url()).searchParams.get('biz_content') ?? '{}') as object;
  expect(biz).toMatchObject({ out_trade_no: outTradeNo, total_amount: money });
  await expect(page.getByRole('dialog', { name: '请在支付宝页面完成付款' })).toBeVisible();

  const form = alipayNotice(keys, {
    out_trade_no: outTradeNo,
    total_amount: money,
    trade_no: `2026${outTradeNo.slice(-12)}`,
  });
  expect(await (await notifyAlipay(request, form)).text()).toBe('success');
  await expectPaid(page);
  await cashier.close();
});

test('pays an order with WeChat Pay: a QR code, then the notice settles it', async ({
  page,
  request,
}) => {
  const outTradeNo = await orderToCashier(page);
  const money = await payMoney(page);
  // No network here: WeChat Pay's answer to the Native order (its code_url) is stood in for.
  await page.route('**/api/pay/online/create', (route) =>
    route.fulfill({
      json: {
        code: 0,
        message: '',
        timestamp: Date.now(),
        data: {
          channel: 'wechatpay',
          out_trade_no: outTradeNo,
          pay_money: money,
          pay_url: '',
          code_url: 'weixin://wxpay/bizpayurl?pr=e2eTest',
        },
      },
    }),
  );
  await page.getByRole('radio', { name: /微信支付/ }).click();
  await expect(page.getByText('请使用微信扫一扫，扫描左侧二维码完成付款')).toBeVisible();
  await expect(page.getByTestId('wechat-qrcode').locator('canvas')).toBeVisible();

  const notice = wechatNotice(keys, {
    out_trade_no: outTradeNo,
    total: Math.round(Number(money) * 100),
    transaction_id: `4200${outTradeNo.slice(-16)}`,
  });
  const answer = await request.post('/api/pay/notify/wechatpay', {
    data: notice.body,
    headers: notice.headers,
  });
  expect(answer.status()).toBe(204);
  await expectPaid(page);
});
