import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { deflateSync } from 'node:zlib';
import type { Browser, Page } from '@playwright/test';
import { E2E_PORT } from './e2e-servers';
import {
  dropDatabase,
  EMPTY_SHOP_ENV,
  freshDatabase,
  setupTokenOf,
  startShop,
  stopShop,
  type ShopProcess,
} from './empty-shop-servers';
import { dismissFloatLayer, expect, pickArea, SECOND_CONTEXT, test, uploadFile } from './support';

/**
 * Issue 25: a shop that starts empty builds its catalogue from the console alone. Two server
 * processes (A and B, one PostgreSQL database and one Redis) start with `SHOP_DEMO_DATA=off`; the
 * administrator sets the shop up on A, makes a 3-level category, a brand and a goods item with two
 * SKUs, images and wholesale tiers; a buyer on B finds it by pinyin initials, sees its price and
 * tiers and buys it; a price change on A shows on B within one second.
 */

// The config's servers use E2E_PORT and E2E_PORT + 1.
const PORT_A = E2E_PORT + 2;
const PORT_B = E2E_PORT + 3;
const DB_NAME = `shop_e2e_empty_${PORT_A}`;
const DATA_DIR = join(tmpdir(), `shop-e2e-empty-${PORT_A}`);

const SHOP_NAME = '康源医药自营店';
const ADMIN = { username: 'owner', password: 'Kangyuan2026', nickname: '张店长' };
const GOODS = {
  name: '阿莫西林胶囊',
  generic: '阿莫西林胶囊',
  initials: 'amxl',
  erp: 'AMX-E2E-001',
  approval: '国药准字H20263188',
  maker: '康源制药有限公司',
  unit: '盒',
  skus: [
    { spec: '0.25g*24粒', price: '12.50', stock: 500, tiers: [['10', '11.80']] as const },
    { spec: '0.5g*12粒', price: '13.00', stock: 300, tiers: [] as const },
  ],
};
const CATEGORY = ['西药', '抗感染药', '青霉素类'] as const;
const BRAND = '康源';
const BANK = {
  name: '招商银行杭州西湖支行',
  holder: '杭州西湖康源医药有限公司',
  number: '6214 8301 2345 6789',
};
const BUYER = { username: 'xihu_pharmacy', password: 'Abc123456', name: '西湖大药房' };

const configured = Boolean(EMPTY_SHOP_ENV.databaseUrl && EMPTY_SHOP_ENV.redisUrl);
// CI sets both: there the journey must run, never skip.
test.skip(
  !configured && !process.env.CI,
  'needs TEST_DATABASE_URL and TEST_REDIS_URL (two processes on one PostgreSQL and Redis)',
);

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (bytes: Buffer) =>
  (bytes.reduce((c, b) => (CRC_TABLE[(c ^ b) & 0xff] ?? 0) ^ (c >>> 8), 0xffffffff) ^
    0xffffffff) >>>
  0;
const chunk = (type: string, data: Buffer) => {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
};

/** A 64 x 64 PNG of one colour, made here: the server checks it by content and re-encodes it. */
function png([r, g, b]: [number, number, number]): Buffer {
  const size = 64;
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits, RGB, no interlace
  const row = Buffer.from([0, ...Array.from({ length: size }, () => [r, g, b]).flat()]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(Array.from({ length: size }, () => row)))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const btn = (text: string) => new RegExp(`^${[...text].join('\\s*')}$`);

async function openIn(browser: Browser, baseURL: string, url: string): Promise<Page> {
  const context = await browser.newContext({ baseURL, ...SECOND_CONTEXT });
  const page = await context.newPage();
  await page.goto(url);
  return page;
}

let shopA: ShopProcess | undefined;
let startingB: Promise<ShopProcess> | undefined;

test.afterAll(async () => {
  await Promise.all([stopShop(shopA), startingB?.then(stopShop, () => undefined)]);
  if (configured) await dropDatabase(EMPTY_SHOP_ENV.databaseUrl ?? '', DB_NAME);
});

test('an empty shop builds its catalogue from the console and sells on a second process', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  expect(configured, 'TEST_DATABASE_URL and TEST_REDIS_URL').toBe(true);
  const databaseUrl = await freshDatabase(EMPTY_SHOP_ENV.databaseUrl ?? '', DB_NAME);
  const env = { databaseUrl, redisUrl: EMPTY_SHOP_ENV.redisUrl ?? '', dataDir: DATA_DIR };
  shopA = await startShop(PORT_A, env);
  const token = await setupTokenOf(shopA);

  const admin = await openIn(browser, shopA.baseURL, '/admin');
  await test.step('the administrator sets the shop up with the token of the start log', async () => {
    await expect(admin).toHaveURL(/\/admin\/setup/);
    await admin.getByLabel('初始化口令').fill(token);
    await admin.getByLabel('店铺名称').fill(SHOP_NAME);
    await admin.getByLabel('联系电话').fill('0571-88886666');
    await admin.getByLabel('用户名').fill(ADMIN.username);
    await admin.getByLabel('姓名').fill(ADMIN.nickname);
    await admin.getByLabel('密码', { exact: true }).fill(ADMIN.password);
    await admin.getByLabel('确认密码').fill(ADMIN.password);
    await admin.getByRole('button', { name: '完成初始化' }).click();
    await expect(admin).toHaveURL(/\/admin\/login/);
    await admin.getByLabel('用户名').fill(ADMIN.username);
    await admin.getByLabel('密码').fill(ADMIN.password);
    await admin.getByRole('button', { name: '登 录' }).click();
    await expect(admin).toHaveURL(/\/admin\/dashboard/);
  });
  // B starts once the administrator exists (a start without one prints a new token, ADR 0023).
  startingB = startShop(PORT_B, env);
  startingB.catch(() => undefined);

  await test.step('a 3-level category and a brand, made in the console', async () => {
    await admin.goto('/admin/categories');
    await admin.getByRole('button', { name: '新建一级分类' }).click();
    let dialog = admin.getByRole('dialog', { name: '新建一级分类' });
    await dialog.getByLabel('分类名称').fill(CATEGORY[0]);
    await dialog.getByRole('button', { name: btn('保存') }).click();
    await expect(dialog).toBeHidden();
    for (let level = 1; level < CATEGORY.length; level += 1) {
      const parent = admin.locator('.ant-tree-treenode').filter({ hasText: CATEGORY[level - 1] });
      await parent.last().getByRole('button', { name: '添加下级' }).click();
      dialog = admin.getByRole('dialog', { name: `在「${CATEGORY[level - 1]}」下新建分类` });
      await dialog.getByLabel('分类名称').fill(CATEGORY[level]);
      await dialog.getByRole('button', { name: btn('保存') }).click();
      await expect(dialog).toBeHidden();
      await expect(admin.getByText(CATEGORY[level], { exact: true })).toBeVisible();
    }

    await admin.goto('/admin/settings');
    const bank = admin.locator('.ant-card').filter({ hasText: '线下转账收款账户' });
    await bank.getByLabel('开户银行').fill(BANK.name);
    await bank.getByLabel('账户名称').fill(BANK.holder);
    await bank.getByLabel('银行账号').fill(BANK.number);
    await bank.getByRole('button', { name: btn('保存') }).click();
    await expect(admin.getByText('收款账户已保存')).toBeVisible();

    await admin.goto('/admin/brands');
    await admin.getByRole('button', { name: '新建品牌' }).click();
    dialog = admin.getByRole('dialog', { name: '新建品牌' });
    await dialog.getByLabel('品牌名称').fill(BRAND);
    await dialog.getByRole('button', { name: btn('保存') }).click();
    await expect(dialog).toBeHidden();
    await expect(admin.getByRole('cell', { name: BRAND, exact: true })).toBeVisible();
  });

  let editorPath = '';
  await test.step('the goods editor: two SKUs, tiers, two images, on the shelf', async () => {
    await admin.goto('/admin/goods/new');
    // The platform administrator's only shop is chosen already.
    await expect(admin.locator('#section-basic')).toContainText(SHOP_NAME);
    await admin.getByLabel('商品名称').fill(GOODS.name);
    await admin.getByLabel('通用名').fill(GOODS.generic);
    await admin.getByLabel('商品分类').click();
    for (const name of CATEGORY.slice(0, 2))
      await admin
        .locator('.ant-select-tree-treenode')
        .filter({ hasText: name })
        .locator('.ant-select-tree-switcher')
        .first()
        .click();
    await admin.locator('.ant-select-tree-title', { hasText: CATEGORY[2] }).click();
    await admin.getByLabel('品牌').click();
    await admin.locator('.ant-select-item-option', { hasText: BRAND }).click();
    await admin.getByLabel('单位').fill(GOODS.unit);
    await admin.getByLabel('ERP编码').fill(GOODS.erp);
    await admin.getByLabel('生产厂家').fill(GOODS.maker);
    await admin.getByLabel('批准文号').fill(GOODS.approval);
    await admin.getByLabel('规格', { exact: true }).fill(GOODS.skus[0].spec);

    await admin.getByRole('button', { name: '添加规格项' }).click();
    await admin.getByLabel('规格名，如 规格').fill('规格');
    const values = admin.getByLabel('规格值，回车添加');
    for (const sku of GOODS.skus) {
      await values.fill(sku.spec);
      await values.press('Enter');
    }
    for (const sku of GOODS.skus) {
      await admin.getByLabel(`${sku.spec} 销售价`).fill(sku.price);
      await admin.getByLabel(`${sku.spec} 库存`).fill(String(sku.stock));
      if (sku.tiers.length === 0) continue;
      const row = admin.getByRole('row').filter({ hasText: sku.spec });
      await row.getByRole('button', { name: '客户价/阶梯价' }).click();
      const dialog = admin.getByRole('dialog', { name: `${sku.spec} 的客户价与阶梯价` });
      for (const [num, price] of sku.tiers) {
        await dialog.getByRole('button', { name: '添加阶梯' }).click();
        await dialog.getByLabel('起批数量').last().fill(num);
        await dialog.getByLabel('单价').last().fill(price);
      }
      await dialog.getByRole('button', { name: btn('完成') }).click();
      await expect(dialog).toBeHidden();
      await expect(row.getByRole('button', { name: '已设 1 项' })).toBeVisible();
    }

    const media = admin.locator('#section-media');
    await media.locator('input[type=file][multiple]').setInputFiles([
      { name: 'front.png', mimeType: 'image/png', buffer: png([47, 125, 91]) },
      { name: 'back.png', mimeType: 'image/png', buffer: png([212, 160, 23]) },
    ]);
    await expect(admin.getByLabel('第 2 张图片')).toBeVisible();
    await expect(admin.getByRole('radio', { name: '上架销售' })).toBeChecked();
    await admin.screenshot({ path: test.info().outputPath('goods-editor.png'), fullPage: true });
    await admin.getByRole('button', { name: /保\s*存$/ }).click();
    await expect(admin.getByText('商品已保存')).toBeVisible();
    await expect(admin).toHaveURL(/\/admin\/goods\/\d+\/edit/);
    editorPath = new URL(admin.url()).pathname;
  });

  const shopB = await startingB;
  if (!shopB) throw new Error('process B did not start');
  const buyer = await openIn(browser, shopB.baseURL, '/register');
  await dismissFloatLayer(buyer);

  await test.step('a pharmacy registers on B with its two licences', async () => {
    await buyer.getByLabel('用户名').fill(BUYER.username);
    await buyer.getByLabel('密码', { exact: true }).fill(BUYER.password);
    await buyer.getByLabel('确认密码').fill(BUYER.password);
    await buyer.getByLabel('单位名称').fill(BUYER.name);
    await buyer.getByLabel('联系人').fill('王药师');
    await buyer.getByText('单体药店', { exact: true }).click();
    await buyer.getByLabel('所在地区').click();
    for (const [parent, child] of [
      ['浙江省', '杭州市'],
      ['杭州市', '西湖区'],
    ] as const) {
      await expect(async () => {
        await buyer.getByTitle(parent).click();
        await expect(buyer.getByTitle(child)).toBeVisible({ timeout: 2000 });
      }).toPass({ timeout: 15_000 });
    }
    await buyer.getByTitle('西湖区').click();
    await buyer.getByLabel('详细地址').fill('文三路100号');
    const licences = buyer.locator('input[type=file]');
    const colours: Array<[number, number, number]> = [
      [204, 204, 204],
      [238, 238, 238],
    ];
    for (let index = 0; index < colours.length; index += 1) {
      await licences.nth(index).setInputFiles({
        name: `licence-${index}.png`,
        mimeType: 'image/png',
        buffer: png(colours[index] ?? [0, 0, 0]),
      });
      await expect(buyer.locator('.ant-upload-list-item-done')).toHaveCount(index + 1);
    }
    await buyer.getByRole('checkbox').last().check();
    await buyer.getByRole('button', { name: '同意协议并注册' }).click();
    await expect(buyer).toHaveURL('/member/index');
  });

  await test.step('the console approves the licences', async () => {
    await admin.goto(`/admin/members?search=${BUYER.username}`);
    await admin.getByRole('link', { name: BUYER.username, exact: true }).click();
    for (const [type, number] of [
      ['营业执照', '91330106MA2E0X1234'],
      ['药品经营许可证', '浙AA5710001'],
    ] as const) {
      const row = admin.getByRole('row', { name: new RegExp(type) });
      await row.getByRole('button', { name: /通过审核/ }).click();
      const approve = admin.getByRole('dialog', { name: '通过证件审核' });
      await approve.getByLabel('证件编号').fill(number);
      await approve.getByRole('button', { name: /通过审核/ }).click();
      await expect(row).toContainText('已通过');
    }
  });

  await test.step('the buyer finds it by pinyin initials on B and sees price and tiers', async () => {
    await buyer.goto('/index');
    const box = buyer.getByRole('combobox', { name: '搜索关键词' });
    await box.fill(GOODS.initials);
    await expect(buyer.getByRole('option').first()).toContainText(GOODS.name);
    await box.press('Escape');
    await box.press('Enter');
    await expect(buyer).toHaveURL(new RegExp(`/list\\?.*keyword=${GOODS.initials}`));
    const card = buyer.getByRole('article').filter({ hasText: GOODS.name }).first();
    await expect(card).toContainText('¥12.50');
    await card.getByRole('link').first().click();
    await expect(buyer).toHaveURL(/\/sku-\d+$/);
    await expect(buyer.getByRole('heading', { level: 1 })).toContainText(GOODS.name);
    await expect(buyer.getByText('¥12.50').first()).toBeVisible();
    const tiers = buyer.getByRole('table', { name: '阶梯价' });
    await expect(tiers).toContainText('≥10盒');
    await expect(tiers).toContainText('¥11.80');
    // Both images are served by B (uploaded through A; one data directory).
    const thumbnails = buyer.locator('img[src*="/upload/"]');
    await expect(async () => {
      const loaded = await thumbnails.evaluateAll((imgs) =>
        imgs.map((img) => (img as HTMLImageElement).naturalWidth > 0),
      );
      expect(loaded.length).toBeGreaterThanOrEqual(2);
      expect(loaded.every(Boolean)).toBe(true);
    }).toPass({ timeout: 10_000 });
    await expect(buyer.getByRole('region', { name: '为您推荐' }))
      .not.toContainText('', {
        timeout: 1,
      })
      .catch(() => undefined);
    await buyer.screenshot({ path: test.info().outputPath('goods-page.png'), fullPage: true });
  });

  let orderNo = '';
  await test.step('the buyer orders 10 at the tier price and pays by transfer; staff confirm it', async () => {
    await buyer.getByLabel('购买数量').fill('10');
    await buyer.getByRole('button', { name: '立即购买' }).click();
    await expect(buyer).toHaveURL(/\/payment/);
    await buyer.getByRole('button', { name: /新增收货地址/ }).click();
    const dialog = buyer.getByRole('dialog', { name: '新增收货地址' });
    await dialog.getByLabel('收货人').fill('王药师');
    await dialog.getByLabel('手机号码').fill('13800138000');
    await pickArea(buyer, dialog, ['浙江省', '杭州市', '西湖区']);
    await dialog.getByLabel('详细地址').fill('文三路 100 号 西湖大药房');
    await dialog.getByRole('button', { name: '保 存' }).click();
    await expect(dialog).toBeHidden();
    await expect(buyer.getByText(/寄送至：/)).toBeVisible();
    await expect(buyer.locator('main')).toContainText('118.00');
    await buyer.screenshot({ path: test.info().outputPath('payment.png'), fullPage: true });
    await buyer.getByRole('button', { name: '提交订单' }).click();
    await expect(buyer).toHaveURL(/\/pay\?out_trade_no=\d+/);
    // The transfer goes to the account the shop set, and staff confirm it arrived.
    await buyer.getByRole('radio', { name: /线下转账/ }).check();
    await expect(buyer.getByText(BANK.number)).toBeVisible();
    await buyer.screenshot({ path: test.info().outputPath('pay.png'), fullPage: true });
    await uploadFile(buyer, {
      name: 'voucher.png',
      mimeType: 'image/png',
      buffer: png([90, 90, 200]),
    });
    await buyer.getByRole('button', { name: '提交凭证' }).click();
    await expect(buyer.getByText('转账凭证已提交', { exact: true })).toBeVisible();
    await buyer.goto('/member/order_list');
    const newest = buyer.getByRole('article', { name: /^订单号 / }).first();
    orderNo = /订单号 (\S+)/.exec((await newest.getAttribute('aria-label')) ?? '')?.[1] ?? '';
    expect(orderNo).not.toBe('');
    await expect(newest).toContainText(GOODS.name);

    await admin.goto('/admin/orders');
    const search = admin.getByRole('searchbox', { name: '订单号' });
    await search.fill(orderNo);
    await search.press('Enter');
    await expect(admin.getByRole('row').filter({ hasText: orderNo })).toContainText('118.00');
    await admin.getByRole('link', { name: orderNo }).click();
    await admin.getByRole('button', { name: '确认收款' }).click();
    const confirm = admin.getByRole('dialog').filter({ hasText: '确认已收到这笔转账？' });
    await confirm.getByRole('button', { name: '确认收款' }).click();
    await expect(admin.getByText('已确认收款')).toBeVisible();
    await expect(admin.getByRole('heading', { name: new RegExp(orderNo) })).toContainText('待发货');
  });

  await test.step('B shows a price change and a take-down saved on A within one second', async () => {
    /** Calls B's storefront API with the buyer's session. */
    const onB = async <T>(url: string, body: object): Promise<T> => {
      const res = await buyer.request.post(url, {
        data: { app_type: 'pc', app_type_name: 'PC', ...body },
      });
      return ((await res.json()) as { data: T }).data;
    };
    type Cards = { count: number; list: Array<{ goods_name: string; price?: string }> };
    const named = (list: Array<{ goods_name: string }>) =>
      list.some((c) => c.goods_name.startsWith(GOODS.name));
    /** B lists it at or below 12.20 yuan: its search index has the new price. */
    const newPriceOnB = async () => {
      const page = await onB<Cards>('/api/goodssku/page', {
        keyword: GOODS.initials,
        max_price: '12.20',
      });
      return page.list.some((c) => c.goods_name.startsWith(GOODS.name) && c.price === '12.00');
    };
    /** B's search, count and suggestions no longer have it. */
    const goneFromB = async () => {
      const [page, suggestions] = await Promise.all([
        onB<Cards>('/api/goodssku/page', { keyword: GOODS.initials }),
        onB<Array<{ goods_name: string }>>('/api/goodssku/searchGoodsByKeyWord', {
          keyword: GOODS.initials,
          limit: 10,
        }),
      ]);
      return page.count === 0 && !named(page.list) && !named(suggestions);
    };
    /**
     * Saves the editor on A and answers the milliseconds from A's answer until `seen` holds on B,
     * while buyers keep B busy all along (from 2.5 s before): B's index is then as fresh as its
     * own checks keep it, never refreshed by a first request after an idle spell.
     */
    const saveAndTimeOnB = async (seen: () => Promise<boolean>) => {
      let savedAt = 0;
      let seenAt = 0;
      const watching = (async () => {
        for (const until = Date.now() + 15_000; seenAt === 0 && Date.now() < until;) {
          if ((await seen()) && savedAt > 0) seenAt = Date.now();
          await new Promise((r) => setTimeout(r, 50));
        }
      })();
      await new Promise((r) => setTimeout(r, 2_500));
      const saved = admin.waitForResponse((r) => r.url().endsWith('/staff/api/goods/edit'));
      await admin.getByRole('button', { name: /保\s*存$/ }).click();
      expect(((await (await saved).json()) as { code: number }).code).toBeGreaterThanOrEqual(0);
      savedAt = Date.now();
      await watching;
      return seenAt === 0 ? Infinity : seenAt - savedAt;
    };

    await admin.goto(editorPath);
    await admin.getByLabel(`${GOODS.skus[0].spec} 销售价`).fill('12.00');
    const priceLag = await saveAndTimeOnB(newPriceOnB);
    await admin.getByRole('radio', { name: '放入仓库' }).check();
    const shelfLag = await saveAndTimeOnB(goneFromB);
    test.info().annotations.push({
      type: 'second process',
      description: `price on B after ${priceLag} ms, taken down after ${shelfLag} ms`,
    });
    expect(priceLag, 'the new price on B (ms)').toBeLessThanOrEqual(1000);
    expect(shelfLag, 'the take-down on B (ms)').toBeLessThanOrEqual(1000);
    await buyer.goto(`/list?keyword=${GOODS.initials}`);
    await expect(buyer.getByRole('article').filter({ hasText: GOODS.name })).toHaveCount(0);
  });
});
