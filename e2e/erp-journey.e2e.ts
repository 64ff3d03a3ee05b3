import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import type { ErpBatchResult } from '../packages/contracts/src/erp/erp-batch.schema';
import { createErpKey } from './erp-console';
import { orderFromFeed } from './erp-feed';
import { openCall } from './erp-signing';
import { buyNowByBalance, expect, staffSignIn, test } from './support';

/**
 * Issue 26's browser journey: the shop imports a goods sheet whose dry run shows two bad rows,
 * fixes them and imports; its ERP prices and stocks one goods by batch through the open API; a
 * buyer buys two; the order goes out through the API and comes back shipped with the batch and
 * two traceability codes, which the buyer reads on the order.
 */

const SPID = 'ERP-E2E-001';
const PRICE = '18.50';
const BATCH_NO = 'B2611A';
const EXPIRY = '2028-05-31';
const CODES = ['81234567890123456789', '81234567890123456790'];
const HEADER = 'ERP商品编码,商品名称,分类,规格,生产厂家,批准文号,单位,上架';
// A leaf of the demo category tree; the buyer's goods is the first row.
const GOOD_ROWS = [
  `${SPID},维C银翘片,西药感冒,0.5g*24片,贵州百灵企业集团制药股份有限公司,国药准字Z52020467,盒,1`,
  'ERP-E2E-004,金莲清热泡腾片,中成药感冒,4g*12片,天津中盛海天制药有限公司,国药准字Z20050245,盒,1',
];
const BAD_SHEET = [
  HEADER,
  ...GOOD_ROWS,
  'ERP-E2E-002,,中成药感冒,100ml,江西杏林白马药业股份有限公司,国药准字Z36021430,瓶,1',
  'ERP-E2E-003,清开灵软胶囊,不存在的分类,0.2g*24粒,神威药业集团有限公司,国药准字Z20030008,盒,1',
];
const FIXED_SHEET = [
  HEADER,
  ...GOOD_ROWS,
  'ERP-E2E-002,复方鱼腥草合剂,中成药感冒,100ml,江西杏林白马药业股份有限公司,国药准字Z36021430,瓶,1',
  'ERP-E2E-003,清开灵软胶囊,中成药感冒,0.2g*24粒,神威药业集团有限公司,国药准字Z20030008,盒,1',
];

/** Uploads `lines` as a goods CSV at /admin/imports/new and dry-runs it with the found mapping. */
async function uploadAndCheck(admin: Page, dir: string, name: string, lines: string[]) {
  const file = join(dir, name);
  await writeFile(file, `${lines.join('\n')}\n`, 'utf8');
  await admin.goto('/admin/imports/new');
  await admin.getByRole('radio', { name: '商品' }).check();
  await admin.locator('input[type=file]').setInputFiles(file);
  await expect(admin).toHaveURL(/\/admin\/imports\/\d+$/);
  // The headers are the fields' labels: every column mapped by itself.
  await expect(admin.getByRole('combobox', { name: '商品名称' })).toBeVisible();
  await expect(admin.getByText(/必填字段还没有对应的列/)).toBeHidden();
  await admin.getByRole('button', { name: '试运行（不写入）' }).click();
  await expect(admin.getByText('试运行结果（尚未写入）')).toBeVisible();
}

const count = (admin: Page, title: string) =>
  admin.locator('.ant-statistic').filter({ hasText: title }).locator('.ant-statistic-content');

test('a goods sheet imported, priced and stocked by the ERP, bought, shipped back with its batch and traceability codes', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const base = baseURL ?? '';
  const dir = await mkdtemp(join(tmpdir(), 'erp-journey-'));
  const admin = await staffSignIn(browser, baseURL, 'admin');
  const key = await createErpKey(admin, ['价格', '库存', '读取订单', '回传发货与发票']);

  // The dry run refuses two rows and names why; nothing is written yet.
  await uploadAndCheck(admin, dir, '商品资料（有误）.csv', BAD_SHEET);
  await expect(count(admin, '将新增')).toHaveText('2');
  await expect(count(admin, '将拒绝')).toHaveText('2');
  await expect(admin.getByRole('button', { name: '下载出错的 2 行' })).toBeVisible();
  const rows = admin.locator('.ant-table-row');
  await expect(rows.filter({ hasText: 'ERP-E2E-002' })).toContainText('商品名称');
  await expect(rows.filter({ hasText: 'ERP-E2E-002' })).toContainText('拒绝');
  await expect(rows.filter({ hasText: 'ERP-E2E-003' })).toContainText('分类不存在：不存在的分类');

  // The fixed sheet passes whole and is imported.
  await uploadAndCheck(admin, dir, '商品资料.csv', FIXED_SHEET);
  await expect(count(admin, '将新增')).toHaveText('4');
  await expect(count(admin, '将拒绝')).toHaveText('0');
  await admin.getByRole('button', { name: '开始导入' }).click();
  await expect(admin.getByText('导入完成：新增 4，更新 0，不变 0，拒绝 0')).toBeVisible({
    timeout: 20_000,
  });
  await admin.context().close();

  // The ERP prices the goods and stocks one batch of it.
  const prices = await openCall<ErpBatchResult>(base, key, '/open/api/v1/prices/batch', {
    rows: [{ goods_erp_spid: SPID, price: PRICE }],
  });
  expect(prices.refused).toBe(0);
  expect(prices.updated + prices.created).toBe(1);
  const stock = await openCall<ErpBatchResult>(base, key, '/open/api/v1/stock/batch', {
    rows: [
      {
        goods_erp_spid: SPID,
        batches: [
          { batch_no: BATCH_NO, production_date: '2026-06-01', expiry_date: EXPIRY, quantity: 500 },
        ],
      },
    ],
  });
  expect(stock.refused).toBe(0);

  // A buyer finds it by search and buys two.
  await page.goto('/');
  const box = page.getByRole('combobox', { name: '搜索关键词' });
  await box.fill('维C银翘片');
  await box.press('Escape');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/list\?.*keyword=/);
  const card = page.getByRole('article').filter({ hasText: '维C银翘片' }).first();
  await card.getByRole('link').first().click();
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toContainText('维C银翘片');
  const goods = { path: new URL(page.url()).pathname, name: (await heading.textContent()) ?? '' };
  const orderNo = await buyNowByBalance(page, goods, 2);

  // Out to the ERP, taken, and back shipped with the batch and the boxes' codes.
  const order = await orderFromFeed(base, key, orderNo);
  const line = order.lines.find((l) => l.goods_erp_spid === SPID);
  if (!line) throw new Error(`no line of ${SPID} in order ${orderNo}`);
  expect(line.num).toBe(2);
  const taken = await openCall<ErpBatchResult>(base, key, '/open/api/v1/orders/taken', {
    rows: [{ order_no: orderNo }],
  });
  expect(taken.refused).toBe(0);
  const shipped = await openCall<ErpBatchResult>(base, key, '/open/api/v1/orders/shipped', {
    rows: [
      {
        order_no: orderNo,
        packages: [
          {
            express_company: 'SF',
            express_no: 'SF2611290001',
            lines: [
              {
                order_goods_id: line.order_goods_id,
                num: 2,
                batch_no: BATCH_NO,
                expiry_date: EXPIRY,
                traceability_codes: CODES,
              },
            ],
          },
        ],
      },
    ],
  });
  expect(shipped.rows[0]?.reason ?? '').toBe('');
  expect(shipped.refused).toBe(0);

  // The buyer reads the batch, its expiry and both codes under the line.
  await page.goto('/member/order_list');
  await page
    .getByRole('article', { name: `订单号 ${orderNo}` })
    .getByRole('link', { name: '订单详情' })
    .click();
  // The ERP's price, charged for the two.
  await expect(page.getByText(`¥${PRICE}`, { exact: true })).toBeVisible();
  const toggle = page.getByRole('button', { name: '批号/效期/追溯码（1 个批号，2 个追溯码）' });
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByText(`批号 ${BATCH_NO}，有效期至 ${EXPIRY}`)).toBeVisible();
  for (const code of CODES) await expect(page.getByText(code, { exact: true })).toBeVisible();
});
