import type { Browser, Page } from '@playwright/test';
import {
  DEMO_PASSWORD,
  SECOND_CONTEXT,
  expect,
  logInOnLoginPage,
  staffSignIn,
  test,
} from './support';

/**
 * Issue 25, a request storm after a session ends elsewhere: the storefront kept restarting at
 * about 550 API calls a second on /login, and one click after staff disabled and re-enabled a
 * member made about 1,450 calls in 6 s. A token error ends the session once: these journeys
 * count every API call of the page and every move to the sign-in page.
 */

/** Calls the page has made so far (an API path: its first or second segment is `api`). */
function countCalls(page: Page) {
  const calls: string[] = [];
  const signIns: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (/^\/(?:[a-z]+\/)?api\//i.test(pathname)) calls.push(pathname);
  });
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame() && new URL(frame.url()).pathname.endsWith('/login'))
      signIns.push(frame.url());
  });
  return { calls, signIns };
}

/**
 * Once the page has come to rest, it makes no more calls: the calls of 3 s, then none in the next
 * 2 s. The page's own first calls (the frame, the member data that found the session gone) stay
 * under `bound`; the storm made hundreds a second.
 */
async function expectAtRest(page: Page, calls: string[], bound: number) {
  await page.waitForTimeout(3000);
  const settled = calls.length;
  await page.waitForTimeout(2000);
  expect(calls.slice(settled)).toEqual([]);
  expect(settled).toBeLessThan(bound);
}

/** A buyer signed in on the storefront in a browser of their own, on `path`. */
async function buyerAt(browser: Browser, baseURL: string | undefined, user: string, path: string) {
  const context = await browser.newContext({ baseURL, ...SECOND_CONTEXT });
  const page = await context.newPage();
  await page.goto(`/login?redirect=${encodeURIComponent(path)}`);
  await logInOnLoginPage(page, user);
  await expect(page).toHaveURL(path);
  return page;
}

test('signed out from another browser, a member page goes to login once and rests', async ({
  page,
  browser,
  baseURL,
}) => {
  const other = await buyerAt(browser, baseURL, 'demo3', '/member/index');
  await page.goto('/login?redirect=%2Fmember%2Fsecurity');
  await logInOnLoginPage(page, 'demo3');
  await page.getByRole('button', { name: '退出其他设备' }).click();
  await page.getByRole('button', { name: '确定退出' }).click();
  await expect(page.getByText(/已退出 \d+ 个其他登录/)).toBeVisible();

  const { calls, signIns } = countCalls(other);
  await other.reload();
  await expect(other).toHaveURL('/login?redirect=%2Fmember%2Findex');
  await expect(other.getByPlaceholder('用户名/手机号')).toBeVisible();
  await expectAtRest(other, calls, 60);
  expect(signIns).toHaveLength(1);
  await other.context().close();
});

test('a stale token goes to login once from a member page, and stays a visitor elsewhere', async ({
  page,
  baseURL,
}) => {
  const stale = [
    { name: 'shop_token', value: 'f'.repeat(64), url: baseURL ?? '' },
    { name: 'shop_session', value: '1', url: baseURL ?? '' },
  ];
  await page.context().addCookies(stale);
  const { calls, signIns } = countCalls(page);
  await page.goto('/member/index');
  await expect(page).toHaveURL('/login?redirect=%2Fmember%2Findex');
  await expectAtRest(page, calls, 60);
  expect(signIns).toHaveLength(1);

  // On a page open to visitors the buyer stays, as a visitor: no greeting, prices hidden.
  await page.context().addCookies(stale);
  calls.length = 0;
  await page.goto('/index');
  await expect(page.getByRole('link', { name: '请登录' }).first()).toBeVisible();
  await expectAtRest(page, calls, 60);
  await expect(page).toHaveURL('/index');
  await expect(page.getByText(/您好，/)).toHaveCount(0);
});

test('after staff disable and re-enable a member, one click goes to login once', async ({
  browser,
  baseURL,
}) => {
  const buyer = await buyerAt(browser, baseURL, 'demo3', '/member/index');
  const staff = await staffSignIn(browser, baseURL, 'admin');
  await staff.goto('/admin/members?keyword=demo3');
  await staff.getByRole('link', { name: /demo3/ }).first().click();
  for (const action of ['禁用账号', '启用账号']) {
    await staff.getByRole('button', { name: action }).click();
    await staff.getByRole('dialog').getByRole('button', { name: action }).click();
    await expect(
      staff.getByRole('button', { name: action === '禁用账号' ? '启用账号' : '禁用账号' }),
    ).toBeVisible();
  }

  const { calls, signIns } = countCalls(buyer);
  await buyer.getByRole('link', { name: '我的订单' }).first().click();
  await expect(buyer).toHaveURL('/login?redirect=%2Fmember%2Forder_list');
  await expectAtRest(buyer, calls, 60);
  expect(signIns).toHaveLength(1);
  // The buyer signs in again and is back where the click was going.
  await logInOnLoginPage(buyer, 'demo3', DEMO_PASSWORD);
  await expect(buyer).toHaveURL('/member/order_list');
  await buyer.context().close();
  await staff.context().close();
});

test('a console session ended elsewhere goes to its sign-in once, keeping the page', async ({
  browser,
  baseURL,
}) => {
  const staff = await staffSignIn(browser, baseURL, 'admin');
  await staff.goto('/admin/orders');
  await expect(staff.getByRole('searchbox', { name: '订单号' })).toBeVisible();

  // The same session signs out in another tab.
  const tab = await staff.context().newPage();
  await tab.goto('/admin/dashboard');
  await tab.getByRole('button', { name: /平台管理员/ }).hover();
  await tab.getByRole('menuitem', { name: '退出登录' }).click();
  await expect(tab).toHaveURL(/\/admin\/login$/);

  const { calls, signIns } = countCalls(staff);
  await staff.getByRole('menuitem', { name: /会员/ }).first().click();
  await expect(staff).toHaveURL(/\/admin\/login\?redirect=%2Fmembers/);
  await expectAtRest(staff, calls, 20);
  expect(signIns).toHaveLength(1);
  await staff.context().close();
});
