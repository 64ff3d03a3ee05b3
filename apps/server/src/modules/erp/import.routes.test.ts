import type { ErpImportJob, ErpImportRow } from '@shop/contracts/erp';
import type { Page } from '@shop/contracts/common';
import ExcelJS from 'exceljs';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { goods, goodsSku, member, shop } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { CSRF_HEADER } from '../auth';
import { consolePost, consoleSession, type ConsoleSession } from '../auth/staff-console.testing';
import { seedGoodsFixture, type GoodsFixture } from '../catalogue/goods-list.fixture';
import { erpImportJob } from './erp-import.tables';
import { workOnImport } from './import-runner';
import { importKindOf } from './import-kinds';

/** The console's sheet import (issue 26): upload, mapping, dry run, run, errors, resume. */
describe('console sheet import (issue 26)', () => {
  let t: TestApp;
  let f: GoodsFixture;
  let operator: ConsoleSession;
  let otherShop: ConsoleSession;

  beforeAll(async () => {
    t = await createTestApp();
    f = await seedGoodsFixture(t.database.db);
    await t.database.db.update(shop).set({ isOwn: true }).where(eq(shop.siteId, f.sites.own));
    operator = await consoleSession(t, { role: 'operator', siteId: f.sites.own });
    otherShop = await consoleSession(t, { role: 'admin', siteId: f.sites.other });
  });
  afterAll(() => t.close());

  const call = <T>(path: string, body: object = {}, session = operator) =>
    consolePost<T>(t, session, `/staff/api/erpimport/${path}`, body);

  const upload = async (kind: string, csv: string, session = operator, createMissing = '0') => {
    const boundary = '----sheet';
    const field = (name: string, value: string) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
    const payload = Buffer.concat([
      Buffer.from(
        field('kind', kind) +
          field('create_missing', createMissing) +
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="../goods.csv"\r\nContent-Type: text/csv\r\n\r\n`,
      ),
      Buffer.from(csv),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/staff/api/erpimport/upload',
      payload,
      headers: {
        cookie: session.cookie,
        [CSRF_HEADER]: session.csrf,
        'content-type': `multipart/form-data; boundary=${boundary}`,
      },
    });
    return res.json<{ code: number; message: string; data: ErpImportJob }>();
  };

  /** Polls the import until the background runner has moved it out of `status`. */
  const settled = async (jobId: number, status: string) => {
    for (let tries = 0; tries < 100; tries += 1) {
      const job = (await call<ErpImportJob>('info', { job_id: jobId })).data;
      if (job.status !== status) return job;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`import ${jobId} stayed ${status}`);
  };

  const download = async (url: string) => {
    const res = await t.app.inject({ method: 'GET', url, headers: { cookie: operator.cookie } });
    expect(res.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const rows: string[][] = [];
    book.worksheets[0]!.eachRow((row) => rows.push((row.values as string[]).slice(1)));
    return rows;
  };

  const goodsOf = (codes: string[]) =>
    t.database.db
      .select({ code: goods.goodsErpSpid, name: goods.goodsName })
      .from(goods)
      .where(and(eq(goods.siteId, f.sites.own), inArray(goods.goodsErpSpid, codes)));

  const SHEET =
    'ERP商品编码,商品名称,分类,规格,生产厂家\n' +
    'IMP001,阿莫西林胶囊,青霉素类,0.25g*24粒,联邦制药\n' +
    'IMP002,,青霉素类,0.5g*12粒,联邦制药\n' +
    'IMP003,头孢克肟片,头孢类,0.1g*6片,白云山\n' +
    'IMP004,氨苄西林胶囊,青霉素类,0.25g*24粒,华北制药\n';

  it('reads the header, offers the mapping by label, dry-runs without writing, then runs', async () => {
    const up = await upload('goods', SHEET);
    expect(up.code).toBe(0);
    const job = up.data;
    expect(job.file_name).toBe('goods.csv');
    expect(job.headers).toEqual(['ERP商品编码', '商品名称', '分类', '规格', '生产厂家']);
    expect(job.mapping).toEqual({
      goods_erp_spid: 'ERP商品编码',
      goods_name: '商品名称',
      category: '分类',
      attr_specs: '规格',
      manufacturer: '生产厂家',
    });
    expect(job.sample[0]).toEqual(['IMP001', '阿莫西林胶囊', '青霉素类', '0.25g*24粒', '联邦制药']);

    const missing = await call('check', {
      job_id: job.job_id,
      mapping: { goods_erp_spid: 'ERP商品编码' },
    });
    expect(missing).toMatchObject({ code: -1 });
    expect(missing.message).toContain('商品名称');

    expect((await call('check', { job_id: job.job_id, mapping: job.mapping })).code).toBe(0);
    const checked = await settled(job.job_id, 'checking');
    expect(checked.status).toBe('checked');
    expect(checked.total_rows).toBe(4);
    expect(checked.check).toEqual({ created: 2, updated: 0, unchanged: 0, refused: 2 });
    expect(await goodsOf(['IMP001', 'IMP004'])).toEqual([]);

    const refused = await call<Page<ErpImportRow>>('rows', {
      job_id: job.job_id,
      phase: 'check',
      status: 'refused',
    });
    expect(refused.data.list.map((r) => [r.row_no, r.key, r.field])).toEqual([
      [3, 'IMP002', 'goods_name'],
      [4, 'IMP003', 'category'],
    ]);
    const errors = await call<{ url: string }>('errors', { job_id: job.job_id, phase: 'check' });
    const sheet = await download(errors.data.url);
    expect(sheet[0]).toEqual([
      '行号',
      'ERP商品编码',
      '商品名称',
      '分类',
      '规格',
      '生产厂家',
      '出错字段',
      '原因',
    ]);
    expect(sheet.slice(1).map((r) => [r[0], r[1], r[6]])).toEqual([
      ['3', 'IMP002', '商品名称'],
      ['4', 'IMP003', '分类'],
    ]);
    expect(sheet[1]![7]).toBe('参数错误：goods_name 不能为空');
    expect(sheet[2]![7]).toContain('头孢类');
    // The one-time address works once, and only for its staff account.
    const again = await t.app.inject({
      method: 'GET',
      url: errors.data.url,
      headers: { cookie: operator.cookie },
    });
    expect(again.statusCode).toBe(404);

    expect((await call('run', { job_id: job.job_id })).code).toBe(0);
    const done = await settled(job.job_id, 'running');
    expect(done.status).toBe('done');
    expect(done.run).toEqual({ created: 2, updated: 0, unchanged: 0, refused: 2 });
    expect((await goodsOf(['IMP001', 'IMP002', 'IMP004'])).map((g) => g.code).sort()).toEqual([
      'IMP001',
      'IMP004',
    ]);
    expect((await call('run', { job_id: job.job_id })).code).toBe(-1);
  });

  it('remembers the mapping; the same sheet again changes nothing', async () => {
    const sheet = 'ERP商品编码,名称,分类\nIMP001,阿莫西林胶囊,青霉素类\n';
    const first = (await upload('goods', sheet)).data;
    expect(first.mapping).toMatchObject({ goods_erp_spid: 'ERP商品编码', category: '分类' });
    const mapping = { ...first.mapping, goods_name: '名称' };
    expect((await call('check', { job_id: first.job_id, mapping })).code).toBe(0);
    expect((await settled(first.job_id, 'checking')).check).toMatchObject({ unchanged: 1 });
    const next = (await upload('goods', sheet)).data;
    expect(next.mapping).toEqual(mapping);
  });

  it('imports stock by batch: a goods rows together, its stock the sum of sellable batches', async () => {
    const csv =
      'ERP商品编码,批号,生产日期,有效期至,数量\n' +
      'IMP001,B1,2026/1/5,2099/12/31,30\n' +
      'IMP004,C1,,20990101,5\n' +
      'IMP001,B2,2020-01-01,2021-01-01,70\n';
    const job = (await upload('stock', csv)).data;
    await call('check', { job_id: job.job_id, mapping: job.mapping });
    const checked = await settled(job.job_id, 'checking');
    expect(checked.total_rows).toBe(2);
    expect(checked.error).toBe('');
    // Counted per sheet row: IMP001's two rows share its result.
    expect(checked.check).toMatchObject({ updated: 3, refused: 0 });
    await call('run', { job_id: job.job_id });
    expect((await settled(job.job_id, 'running')).status).toBe('done');
    const stock = await t.database.db
      .select({ code: goods.goodsErpSpid, stock: goodsSku.stock })
      .from(goodsSku)
      .innerJoin(goods, eq(goods.goodsId, goodsSku.goodsId))
      .where(and(eq(goods.siteId, f.sites.own), inArray(goods.goodsErpSpid, ['IMP001', 'IMP004'])));
    expect(Object.fromEntries(stock.map((s) => [s.code, s.stock]))).toEqual({
      IMP001: 30,
      IMP004: 5,
    });
    const rows = await call<Page<ErpImportRow>>('rows', { job_id: job.job_id, phase: 'run' });
    expect(rows.data.list.map((r) => [r.row_no, r.key])).toEqual([
      [2, 'IMP001'],
      [3, 'IMP004'],
      [4, 'IMP001'],
    ]);
  });

  it('resumes a run after a restart at the first unit not yet written', async () => {
    const csv = 'ERP商品编码,商品名称,分类\nRES1,甲,青霉素类\nRES2,乙,青霉素类\nRES3,丙,青霉素类\n';
    const job = (await upload('goods', csv)).data;
    await call('check', { job_id: job.job_id, mapping: job.mapping });
    await settled(job.job_id, 'checking');
    // As if a process had written the first row and stopped: its position recorded, the job
    // still running, its lease held by a process that is gone.
    await t.database.db
      .update(erpImportJob)
      .set({
        status: 'running',
        phase: 'run',
        processedRows: 1,
        leaseOwner: 'gone',
        leaseUntil: new Date(),
      })
      .where(eq(erpImportJob.jobId, job.job_id));
    await workOnImport(
      t.database.db,
      { importDir: t.config.importDir, kindOf: importKindOf, stopping: () => false },
      job.job_id,
      'gone',
    );
    expect((await goodsOf(['RES1', 'RES2', 'RES3'])).map((g) => g.code).sort()).toEqual([
      'RES2',
      'RES3',
    ]);
    expect((await call<ErpImportJob>('info', { job_id: job.job_id })).data).toMatchObject({
      status: 'done',
      processed_rows: 3,
    });
  });

  it('imports members for the own shop, a member made once however often the sheet comes', async () => {
    const admin = await consoleSession(t, { role: 'admin', siteId: f.sites.own });
    const csv =
      'ERP客户编码,单位名称,联系人,手机号\nKH700,仁心诊所,李医生,13700000700\nKH701,,王,13700000701\n';
    for (const created of [1, 0]) {
      const job = (await upload('members', csv, admin)).data;
      await call('check', { job_id: job.job_id, mapping: job.mapping }, admin);
      expect((await settled(job.job_id, 'checking')).check).toMatchObject({ refused: 1 });
      await call('run', { job_id: job.job_id }, admin);
      const done = await settled(job.job_id, 'running');
      expect(done.run).toMatchObject({ created, unchanged: 1 - created, refused: 1 });
    }
    const made = await t.database.db.select().from(member).where(eq(member.erpCode, 'KH700'));
    expect(made.map((m) => m.companyName)).toEqual(['仁心诊所']);
  });

  it('creates the categories a goods sheet names when asked to', async () => {
    const csv = 'ERP商品编码,商品名称,分类\nNEWCAT1,创可贴,外用敷料\n';
    const job = (await upload('goods', csv, operator, '1')).data;
    await call('check', { job_id: job.job_id, mapping: job.mapping });
    expect((await settled(job.job_id, 'checking')).check).toMatchObject({ created: 1, refused: 0 });
  });

  it('refuses what is not a sheet, another shop and a role without the kind', async () => {
    expect((await upload('goods', 'x\u0000y')).code).toBe(-1);
    expect((await upload('colours', SHEET)).code).toBe(-1);
    expect((await upload('members', SHEET)).code).toBe(-1);
    const job = (await upload('goods', SHEET)).data;
    expect((await call('info', { job_id: job.job_id }, otherShop)).code).toBe(-1);
    const template = await call<{ url: string }>('template', { kind: 'prices' });
    const head = (await download(template.data.url))[0];
    expect(head).toEqual([
      'ERP商品编码*',
      '销售价*',
      '市场价',
      '成本价',
      '会员价',
      '近效期价',
      '客户类型价',
      '会员等级价',
      '阶梯批发价',
    ]);
  });
});
