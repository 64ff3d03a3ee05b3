import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { E2E_PORT, e2eDataDir } from './e2e-servers';
import { expect, logInOnLoginPage, pickArea, test } from './support';

/** The outbox SMS driver's file of the e2e server (its DATA_DIR): the buyer's phone. */
const OUTBOX = `${process.cwd()}/${e2eDataDir(E2E_PORT)}/sms-outbox.jsonl`;

/** The newest code the outbox holds for `mobile` and `purpose`, waiting for it to arrive. */
async function readSmsCode(mobile: string, purpose: string, after: number): Promise<string> {
  let code = '';
  await expect
    .poll(async () => {
      const raw = await readFile(OUTBOX, 'utf8').catch(() => '');
      const sent = raw
        .trim()
        .split('\n')
        .filter(Boolean)
        .map(
          (l) => JSON.parse(l) as { time: string; mobile: string; code: string; purpose: string },
        )
        .filter((m) => m.mobile === mobile && m.purpose === purpose && Date.parse(m.time) >= after);
      code = sent.at(-1)?.code ?? '';
      return code;
    })
    .toMatch(/^\d{6}$/);
  return code;
}

/** Types six digits into the pay password dialog's boxes. */
async function typePayPassword(page: Page, digits: string): Promise<void> {
  await page.getByRole('group', { name: '支付密码' }).getByRole('textbox').first().click();
  await page.keyboard.type(digits);
}

// Demo data: demo3 (mobile 13900139003) has no pay password and pays on account (credit ¥5,000).
const GOODS = '益母草颗粒 15g*9袋';

test('demo3 sets the pay password by SMS, then pays on account with it (a wrong one refused)', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.goto('/login?redirect=%2Fmember%2Fsecurity');
  await logInOnLoginPage(page, 'demo3');
  await expect(page).toHaveURL(/\/member\/security/);
  await expect(page.getByRole('heading', { name: '账户安全' })).toBeVisible();

  await page.getByRole('button', { name: '立即设置' }).click();
  const dialog = page.getByRole('dialog', { name: '设置支付密码' });
  const sentAt = Date.now() - 1000;
  await dialog.getByRole('button', { name: '获取动态码' }).click();
  const code = await readSmsCode('13900139003', 'pay_password', sentAt);
  await dialog.getByPlaceholder('请输入动态码').fill(code);
  await dialog.getByLabel('新支付密码').fill('246810');
  await dialog.getByLabel('确认支付密码').fill('246810');
  await dialog.getByRole('button', { name: '保 存' }).click();
  await expect(page.getByText('支付密码已设置').first()).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: '忘记支付密码' })).toBeVisible();

  // Buy one goods now and pay on account (账期支付).
  await page.goto(`/list?keyword=${encodeURIComponent('益母草颗粒')}`);
  await page.getByRole('article', { name: GOODS }).first().getByRole('link').first().click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(GOODS);
  await page.getByRole('button', { name: '立即购买' }).click();
  await expect(page).toHaveURL(/\/payment/);
  await page.getByRole('button', { name: /新增收货地址/ }).click();
  const address = page.getByRole('dialog', { name: '新增收货地址' });
  await address.getByLabel('收货人').fill('李文静');
  await address.getByLabel('手机号码').fill('13900139003');
  await pickArea(page, address, ['江苏省', '南京市', '鼓楼区']);
  await address.getByLabel('详细地址').fill('中山北路219号 仁和诊所');
  await address.getByRole('button', { name: '保 存' }).click();
  await expect(address).toBeHidden();
  await page.getByRole('button', { name: '提交订单' }).click();
  await expect(page).toHaveURL(/\/pay\?out_trade_no=\d+/);

  const credit = page.getByRole('radio', { name: /账期支付/ });
  await credit.click();
  await expect(credit).toHaveAttribute('aria-checked', 'true');
  await page.getByRole('button', { name: '立即支付' }).click();
  await expect(page.getByText(/使用账期额度支付/)).toBeVisible();
  await typePayPassword(page, '135790');
  await page.getByRole('button', { name: '确 认' }).click();
  await expect(page.getByText('支付密码错误').first()).toBeVisible();
  await expect(page).toHaveURL(/\/pay\?out_trade_no=\d+/);

  await page.getByRole('button', { name: '取 消' }).click();
  await page.getByRole('button', { name: '立即支付' }).click();
  await typePayPassword(page, '246810');
  await page.getByRole('button', { name: '确 认' }).click();
  await expect(page).toHaveURL(/\/result\?out_trade_no=\d+/);
  await expect(page.getByText('支付成功')).toBeVisible();
});
