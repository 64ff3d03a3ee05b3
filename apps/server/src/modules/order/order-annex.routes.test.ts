import fs from 'node:fs/promises';
import path from 'node:path';
import { TOKEN_COOKIE } from '@shop/contracts/constants';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  goods,
  orderGoods,
  orderGoodsAnnex,
  orderPackageGoods,
  shop,
  staffAuditLog,
} from '../../db/schema';
import { shopDay } from '../../lib/shop-day';
import { createTestApp, type TestApp } from '../../test/test-app';
import { CSRF_HEADER } from '../auth';
import { consolePost, consoleSession, type ConsoleSession } from '../auth/staff-console.testing';
import { loginToken, upload } from '../auth/testing';
import { goodsOnSaleRefs, type GoodsRef } from '../catalogue/member-goods.testing';
import { anyShopId, insertTestOrder, memberIdByName } from './order.testing';

type Doc = {
  annex_id: number;
  doc_type: string;
  doc_type_name: string;
  file_name: string;
  url: string;
};
type Batch = {
  package_goods_id: number;
  package_index: number;
  batch_no: string;
  expiry_date: string;
  num: number;
  documents: Doc[];
};
type AnnexLine = { order_goods_id: number; sku_name: string; num: number; batches: Batch[] };
type PkgGoods = {
  package_goods_id: number;
  batch_no: string;
  expiry_date: string;
  documents: Doc[];
};

/** A small but well-formed PDF (header, one object, trailer, end marker). */
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
  'latin1',
);
const MB = 1024 * 1024;
const memberCookie = (token: string) => `${TOKEN_COOKIE}=${token}`;

describe('batch numbers and batch documents (issue 17)', () => {
  let t: TestApp;
  let buyer = '';
  let other = '';
  let buyerId = 0;
  let siteId = 0;
  let medicine: GoodsRef;
  let device: GoodsRef;
  const s: Record<string, ConsoleSession> = {};
  const staff = <T>(who: string, verb: string, body: object = {}) =>
    consolePost<T>(t, s[who]!, `/staff/api/order/${verb}`, body);
  const buyerCall = <T>(path: string, token: string, body: object) =>
    t.call<T>(path, { ...body, token });
  const today = shopDay(new Date());
  const nextYear = `${Number(today.slice(0, 4)) + 1}-06-30`;

  /** A paid express order of one medicine (4 units) and one device (2 units). */
  async function paidOrder() {
    const o = await insertTestOrder(t, {
      memberId: buyerId,
      siteId,
      moneyFen: 8_000,
      status: 1,
      payStatus: 1,
      payType: 'balance',
      lines: [
        { goodsId: medicine.goods_id, skuId: medicine.sku_id, num: 4 },
        { goodsId: device.goods_id, skuId: device.sku_id, num: 2 },
      ],
    });
    const lines = await t.database.db
      .select()
      .from(orderGoods)
      .where(eq(orderGoods.orderId, o.orderId));
    const id = (goodsId: number) => lines.find((l) => l.goodsId === goodsId)!.orderGoodsId;
    return { ...o, medicineLine: id(medicine.goods_id), deviceLine: id(device.goods_id) };
  }

  /** Ships the whole order: the medicine from two batches, the device without one. */
  async function shipped() {
    const o = await paidOrder();
    const res = await staff('operator', 'ship', {
      order_id: o.orderId,
      express_company: 'SF',
      express_no: `SF${o.orderId}00001`,
      goods: [
        { order_goods_id: o.medicineLine, num: 3, batch_no: 'B240301', expiry_date: nextYear },
        { order_goods_id: o.medicineLine, num: 1, batch_no: 'B240415', expiry_date: nextYear },
        { order_goods_id: o.deviceLine, num: 2 },
      ],
    });
    expect(res).toMatchObject({ code: 0, data: { order_status: 3 } });
    const annex = await buyerCall<AnnexLine[]>('/api/order/orderGoodsAnnex', buyer, {
      order_id: o.orderId,
    });
    const line = annex.data.find((l) => l.order_goods_id === o.medicineLine)!;
    return { ...o, batches: line.batches };
  }

  const staffUpload = (
    who: string,
    fields: Record<string, string>,
    file: { data: Buffer; filename: string; contentType: string },
  ) =>
    upload<Doc>(t, '/staff/api/order/annexupload', file, {
      fields,
      headers: { cookie: s[who]!.cookie, [CSRF_HEADER]: s[who]!.csrf },
    });

  const download = (url: string, cookie?: string) =>
    t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

  beforeAll(async () => {
    t = await createTestApp({ demo: true });
    buyer = await loginToken(t, 'demo', 'demo123456');
    other = await loginToken(t, 'demo2', 'demo123456');
    buyerId = await memberIdByName(t, 'demo');
    siteId = await anyShopId(t);
    [medicine, device] = (await goodsOnSaleRefs(t, 2)) as [GoodsRef, GoodsRef];
    await t.database.db
      .update(goods)
      .set({ isMedicinal: 1 })
      .where(eq(goods.goodsId, medicine.goods_id));
    await t.database.db
      .update(goods)
      .set({ isMedicinal: 0 })
      .where(eq(goods.goodsId, device.goods_id));
    const [foreign] = await t.database.db
      .insert(shop)
      .values({ shopName: '别家药房' })
      .returning({ id: shop.siteId });
    s.operator = await consoleSession(t, { role: 'operator', siteId });
    s.finance = await consoleSession(t, { role: 'finance', siteId });
    s.foreignOperator = await consoleSession(t, { role: 'operator', siteId: foreign!.id });
  }, 120_000);
  afterAll(() => t.close());

  it('ships a medicine only with its batch number and an expiry date not yet passed', async () => {
    const o = await paidOrder();
    const ship = (goodsLines: object[]) =>
      staff('operator', 'ship', {
        order_id: o.orderId,
        express_company: 'SF',
        express_no: `SF${o.orderId}77777`,
        goods: goodsLines,
      });
    const name = (
      await t.database.db
        .select({ n: orderGoods.skuName })
        .from(orderGoods)
        .where(eq(orderGoods.orderGoodsId, o.medicineLine))
    )[0]!.n;
    expect(await ship([{ order_goods_id: o.medicineLine, num: 4 }])).toMatchObject({
      code: -1,
      message: `${name} 是药品，请填写批号和有效期`,
    });
    expect(await ship([{ order_goods_id: o.medicineLine, num: 4, batch_no: 'B1' }])).toMatchObject({
      code: -1,
      message: `${name} 是药品，请填写批号和有效期`,
    });
    expect(
      await ship([
        { order_goods_id: o.medicineLine, num: 4, batch_no: 'B1', expiry_date: '2020-01-31' },
      ]),
    ).toMatchObject({ code: -1, message: `${name} 的有效期不能早于发货日期` });
    for (const bad of ['2027-02-30', '2027-13-01', '27-01-01', 'tomorrow'])
      expect(
        await ship([{ order_goods_id: o.medicineLine, num: 4, batch_no: 'B1', expiry_date: bad }]),
        bad,
      ).toMatchObject({ code: -1 });
    expect(
      await ship([
        { order_goods_id: o.medicineLine, num: 4, batch_no: 'B 1;drop', expiry_date: nextYear },
      ]),
    ).toMatchObject({ code: -1 });
    // Everything left, without naming the lines: the medicine has no batch then.
    expect(
      await staff('operator', 'ship', {
        order_id: o.orderId,
        express_company: 'SF',
        express_no: `SF${o.orderId}77777`,
      }),
    ).toMatchObject({ code: -1, message: `${name} 是药品，请填写批号和有效期` });
    // Nothing shipped by the refusals.
    const lines = await t.database.db
      .select()
      .from(orderGoods)
      .where(eq(orderGoods.orderId, o.orderId));
    expect(lines.map((l) => l.deliveryNum)).toEqual([0, 0]);
    // The device alone ships without a batch.
    expect(await ship([{ order_goods_id: o.deviceLine, num: 2 }])).toMatchObject({ code: 0 });
  });

  it('shows the buyer each line with the batches shipped, never another member', async () => {
    const o = await shipped();
    expect(o.batches.map((b) => [b.batch_no, b.expiry_date, b.num, b.package_index])).toEqual([
      ['B240301', nextYear, 3, 1],
      ['B240415', nextYear, 1, 1],
    ]);
    const all = await buyerCall<AnnexLine[]>('/api/order/orderGoodsAnnex', buyer, {
      order_id: o.orderId,
    });
    expect(all.data.find((l) => l.order_goods_id === o.deviceLine)!.batches).toEqual([
      expect.objectContaining({ batch_no: '', expiry_date: '', num: 2, documents: [] }),
    ]);
    expect(
      await buyerCall('/api/order/orderGoodsAnnex', other, { order_id: o.orderId }),
    ).toMatchObject({ code: -1, message: '订单不存在' });
    expect(await t.call('/api/order/orderGoodsAnnex', { order_id: o.orderId })).toMatchObject({
      code: -10009,
    });
    // The logistics call carries the same batch per package line.
    const packages = await buyerCall<{ goods: PkgGoods[] }[]>('/api/order/package', buyer, {
      order_id: o.orderId,
    });
    expect(packages.data[0]!.goods.map((g) => g.batch_no)).toEqual(['B240301', 'B240415', '']);
  });

  it('lets the shop correct a batch, audited; refuses bad input, other shops and other roles', async () => {
    const o = await shipped();
    const first = o.batches[0]!.package_goods_id;
    const edit = (who: string, body: object) =>
      staff(who, 'batch', { package_goods_id: first, ...body });
    expect(
      await edit('operator', { batch_no: 'C250101', expiry_date: '2099-12-31' }),
    ).toMatchObject({ code: 0, data: first });
    const [row] = await t.database.db
      .select()
      .from(orderPackageGoods)
      .where(eq(orderPackageGoods.id, first));
    expect(row).toMatchObject({ batchNo: 'C250101', expiryDate: '2099-12-31' });
    const [audit] = await t.database.db
      .select()
      .from(staffAuditLog)
      .where(
        and(eq(staffAuditLog.action, 'order.batch'), eq(staffAuditLog.targetId, String(o.orderId))),
      );
    expect(audit).toMatchObject({
      before: { batch_no: 'B240301', expiry_date: nextYear },
      after: { batch_no: 'C250101', expiry_date: '2099-12-31' },
    });

    expect(await edit('operator', { batch_no: '', expiry_date: '' })).toMatchObject({
      code: -1,
      message: expect.stringContaining('是药品，请填写批号和有效期') as string,
    });
    expect(await edit('operator', { batch_no: 'C1', expiry_date: '2001-01-01' })).toMatchObject({
      code: -1,
      message: expect.stringContaining('的有效期不能早于发货日期') as string,
    });
    expect(await edit('operator', { batch_no: 'C1', expiry_date: '2099-02-29' })).toMatchObject({
      code: -1,
    });
    expect(await edit('foreignOperator', { batch_no: 'X1', expiry_date: '2099-01-01' })).toEqual(
      expect.objectContaining({ code: -1, message: '包裹商品不存在' }),
    );
    expect(
      await staff('operator', 'batch', {
        package_goods_id: 99_999_999,
        batch_no: 'X1',
        expiry_date: '2099-01-01',
      }),
    ).toMatchObject({ code: -1, message: '包裹商品不存在' });
    expect(await edit('finance', { batch_no: 'X1', expiry_date: '2099-01-01' })).toMatchObject({
      code: -1,
      message: '当前账号无权进行此操作',
    });
    // A device's batch may be cleared.
    const annex = await buyerCall<AnnexLine[]>('/api/order/orderGoodsAnnex', buyer, {
      order_id: o.orderId,
    });
    const deviceBatch = annex.data.find((l) => l.order_goods_id === o.deviceLine)!.batches[0]!;
    expect(
      await staff('operator', 'batch', {
        package_goods_id: deviceBatch.package_goods_id,
        batch_no: '',
        expiry_date: '',
      }),
    ).toMatchObject({ code: 0 });
  });

  it('stores a 药检报告 PDF that only the buyer and the shop can download, until deleted', async () => {
    const o = await shipped();
    const line = o.batches[0]!.package_goods_id;
    const sent = await staffUpload(
      'operator',
      { package_goods_id: String(line), doc_type: 'drug_test' },
      { data: PDF, filename: '药检报告 B240301.pdf', contentType: 'application/pdf' },
    );
    expect(sent).toMatchObject({
      code: 0,
      data: {
        doc_type: 'drug_test',
        doc_type_name: '药检报告',
        file_name: '药检报告 B240301.pdf',
        url: `/upload/annex/${sent.data.annex_id}`,
      },
    });

    const annex = await buyerCall<AnnexLine[]>('/api/order/orderGoodsAnnex', buyer, {
      order_id: o.orderId,
    });
    const docs = annex.data.find((l) => l.order_goods_id === o.medicineLine)!.batches[0]!.documents;
    expect(docs).toEqual([expect.objectContaining({ annex_id: sent.data.annex_id })]);
    const english = await t.call<AnnexLine[]>(
      '/api/order/orderGoodsAnnex',
      { order_id: o.orderId, token: buyer },
      { 'accept-language': 'en-US' },
    );
    expect(english.data[0]!.batches[0]!.documents[0]!.doc_type_name).toBe('Drug test report');

    const mine = await download(sent.data.url, memberCookie(buyer));
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['content-type']).toBe('application/pdf');
    expect(mine.headers['content-disposition']).toContain(
      `filename*=UTF-8''${encodeURIComponent('药检报告 B240301.pdf')}`,
    );
    expect(mine.headers['cache-control']).toBe('private, no-store');
    expect(mine.rawPayload.equals(PDF)).toBe(true);
    const byStaff = await download(sent.data.url, s.operator!.cookie);
    expect(byStaff.statusCode).toBe(200);
    expect(byStaff.rawPayload.equals(PDF)).toBe(true);
    for (const [who, cookie] of [
      ['other member', memberCookie(other)],
      ['visitor', undefined],
      ['other shop', s.foreignOperator!.cookie],
    ] as const)
      expect((await download(sent.data.url, cookie)).statusCode, who).toBe(404);
    expect((await download('/upload/annex/99999999', memberCookie(buyer))).statusCode).toBe(404);
    expect((await download('/upload/annex/..%2F..%2Fetc', memberCookie(buyer))).statusCode).toBe(
      404,
    );

    // Not under the public uploads.
    const [stored] = await t.database.db
      .select()
      .from(orderGoodsAnnex)
      .where(eq(orderGoodsAnnex.annexId, sent.data.annex_id));
    expect(stored!.filePath).toMatch(/^annex\/\d{6}\/[0-9a-f]{32}\.pdf$/);
    const file = path.join(t.config.documentDir, stored!.filePath);
    expect((await fs.readFile(file)).equals(PDF)).toBe(true);
    expect(
      (await t.app.inject({ method: 'GET', url: `/upload/${stored!.filePath}` })).statusCode,
    ).toBe(404);

    const detail = await staff<{ packages: { goods: PkgGoods[] }[] }>('operator', 'detail', {
      order_id: o.orderId,
    });
    expect(detail.data.packages[0]!.goods[0]!.documents).toHaveLength(1);

    expect(
      await staff('foreignOperator', 'annexdelete', { annex_id: sent.data.annex_id }),
    ).toMatchObject({ code: -1, message: '文件不存在或无权查看' });
    expect(await staff('operator', 'annexdelete', { annex_id: sent.data.annex_id })).toMatchObject({
      code: 0,
      data: sent.data.annex_id,
    });
    expect((await download(sent.data.url, memberCookie(buyer))).statusCode).toBe(404);
    await expect(fs.stat(file)).rejects.toThrow();
    expect(await staff('operator', 'annexdelete', { annex_id: sent.data.annex_id })).toMatchObject({
      code: -1,
      message: '文件不存在或无权查看',
    });
    const audits = await t.database.db
      .select({ action: staffAuditLog.action })
      .from(staffAuditLog)
      .where(eq(staffAuditLog.targetId, String(o.orderId)));
    expect(audits.map((a) => a.action)).toEqual(
      expect.arrayContaining(['order.annex_upload', 'order.annex_delete']),
    );
  });

  it('re-encodes an image report and refuses other files, wrong fields and other shops', async () => {
    const o = await shipped();
    const line = String(o.batches[1]!.package_goods_id);
    const png = await sharp({
      create: { width: 60, height: 40, channels: 4, background: '#3366cc80' },
    })
      .png()
      .toBuffer();
    const fields = { package_goods_id: line, doc_type: 'factory_inspection' };
    const image = await staffUpload('operator', fields, {
      data: png,
      filename: 'C:\\scans\\report.pdf',
      contentType: 'application/pdf',
    });
    expect(image).toMatchObject({
      code: 0,
      data: { doc_type_name: '出厂检验报告', file_name: 'report.png' },
    });
    const got = await download(image.data.url, s.operator!.cookie);
    expect(got.headers['content-type']).toBe('image/png');
    expect((await sharp(got.rawPayload).metadata()).width).toBe(60);

    const refuse = (who: string, form: Record<string, string>, data: Buffer, filename = 'r.pdf') =>
      staffUpload(who, form, { data, filename, contentType: 'application/pdf' });
    expect(
      await refuse('operator', fields, Buffer.from('<?php system($_GET["c"]); ?>')),
    ).toMatchObject({
      code: -1,
      message: '仅支持 PDF 文件或 JPG、PNG、WEBP 格式的图片',
    });
    expect(await refuse('operator', fields, Buffer.from('%PDF-1.4 but never ends'))).toMatchObject({
      code: -1,
      message: '仅支持 PDF 文件或 JPG、PNG、WEBP 格式的图片',
    });
    const big = Buffer.concat([
      PDF.subarray(0, 9),
      Buffer.alloc(11 * MB, 0x20),
      Buffer.from('%%EOF'),
    ]);
    expect(await refuse('operator', fields, big)).toMatchObject({
      code: -1,
      message: '文件不能超过10MB',
    });
    expect(
      await refuse('operator', { package_goods_id: line, doc_type: 'invoice' }, PDF),
    ).toMatchObject({ code: -1, message: '请选择文件类型：药检报告或出厂检验报告' });
    expect(await refuse('operator', { doc_type: 'drug_test' }, PDF)).toMatchObject({
      code: -1,
      message: '包裹商品不存在',
    });
    expect(
      await refuse('operator', { package_goods_id: '99999999', doc_type: 'drug_test' }, PDF),
    ).toMatchObject({ code: -1, message: '包裹商品不存在' });
    expect(await refuse('foreignOperator', fields, PDF)).toMatchObject({
      code: -1,
      message: '包裹商品不存在',
    });
    expect(await refuse('finance', fields, PDF)).toMatchObject({
      code: -1,
      message: '当前账号无权进行此操作',
    });
    const noCsrf = await upload(
      t,
      '/staff/api/order/annexupload',
      {
        data: PDF,
        filename: 'r.pdf',
        contentType: 'application/pdf',
      },
      { fields, headers: { cookie: s.operator!.cookie } },
    );
    expect(noCsrf.code).toBe(-10009);

    // Only the image stayed, and no refused upload left a file behind.
    const rows = await t.database.db
      .select()
      .from(orderGoodsAnnex)
      .where(eq(orderGoodsAnnex.packageGoodsId, Number(line)));
    expect(rows).toHaveLength(1);
    const files = await fs.readdir(path.join(t.config.documentDir, 'annex'), { recursive: true });
    const kept = (await t.database.db.select().from(orderGoodsAnnex)).map((r) => r.filePath);
    expect(
      files
        .filter((f) => f.includes('.'))
        .map((f) => `annex/${f}`)
        .sort(),
    ).toEqual(kept.sort());
  });
});
