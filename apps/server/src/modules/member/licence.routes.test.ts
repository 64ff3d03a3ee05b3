import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { goodsCategory, memberDocument } from '../../db/schema';
import { invalidateReads } from '../../lib/read-cache';
import { createTestApp, type TestApp } from '../../test/test-app';
import { post, upload } from '../auth/testing';
import { consolePost, consoleSession } from '../auth/staff-console.testing';
import { newBuyer, seedCartFixture, type CartFixture } from '../cart/cart.testing';
import { setConfig } from '../settings';
import { LICENCE_GATE_KEY } from './index';

/*
 * Licences (issue 16): one document per call, renewals keep the old approval counting until
 * approved, and with the shop setting on the member's licences decide prices and buying.
 */
describe('licences', () => {
  let t: TestApp;
  let f: CartFixture;
  let image: string;
  const db = () => t.database.db;

  beforeAll(async () => {
    t = await createTestApp();
    f = await seedCartFixture(db());
    const png = await sharp({ create: { width: 32, height: 32, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    const up = await upload<{ pic_path: string }>(t, '/api/upload/qualification', {
      data: png,
      filename: 'l.png',
      contentType: 'image/png',
    });
    image = up.data.pic_path;
  }, 120_000);
  afterAll(() => t.close());

  const gate = async (enabled: boolean) => {
    await setConfig(db(), LICENCE_GATE_KEY, { enabled });
  };
  const approved = (
    memberId: number,
    typeKey: string,
    validTo: string | null,
    scopes: string[] = [],
  ) =>
    db()
      .insert(memberDocument)
      .values({
        memberId,
        typeKey,
        validFrom: '2020-01-01',
        validTo,
        scopes,
        images: [image],
        status: 1,
      })
      .returning({ id: memberDocument.id });
  const submit = (token: string, body: object) =>
    post<number>(t, '/api/qualification/qualificationUpload', { token, ...body });
  const addToCart = (token: string, skuId = f.goods.plain.skuId) =>
    post<number>(t, '/api/cart/add', { token, sku_id: skuId, num: 1 });
  const detail = (token: string, skuId = f.goods.plain.skuId) =>
    post<{ goods_sku_detail: { sale_control?: unknown } }>(t, '/api/goodssku/detail', {
      token,
      sku_id: skuId,
    });
  const mine = (token: string) =>
    post<{ gate: string; types: Array<{ type_key: string; state: string; renewal: unknown }> }>(
      t,
      '/api/qualification/getMemberQualification',
      { token },
    );

  it('names document types, tips and scopes in the request language', async () => {
    const buyer = await newBuyer(db());
    type Config = {
      types: Array<{ type_key: string; type_name: string; tip: string }>;
      scopes: Array<{ key: string; name: string }>;
    };
    const config = (lang: string) =>
      post<Config>(t, '/api/qualification/getQualificationConfig', { lang });
    const zh = (await config('zh-cn')).data;
    const en = (await config('en-us')).data;
    expect(zh.types.find((x) => x.type_key === 'business_licence')?.type_name).toBe('营业执照');
    expect(en.types.find((x) => x.type_key === 'business_licence')).toMatchObject({
      type_name: 'Business licence',
      tip: expect.stringMatching(/^Upload/),
    });
    expect(en.scopes.find((x) => x.key === 'rx')?.name).toBe('Prescription drugs');
    expect(Object.keys(en.types[0]!)).not.toContain('type_name_en');
    const mineEn = await post<{ types: Array<{ type_name: string }> }>(
      t,
      '/api/qualification/getMemberQualification',
      { token: buyer.token, lang: 'en-us' },
    );
    expect(mineEn.data.types.map((x) => x.type_name)).toContain('Business licence');
  });

  it('refuses bad uploads with a clear message', async () => {
    const { token } = await newBuyer(db());
    const valid = {
      type_key: 'business_licence',
      doc_no: '9133',
      valid_from: '2020-01-01',
      images: [image],
    };
    for (const [body, message] of [
      [{ ...valid, type_key: 'passport' }, /类型/],
      [{ ...valid, doc_no: '' }, /编号/],
      [{ ...valid, valid_from: '' }, /有效期/],
      [{ ...valid, valid_to: '2019-01-01' }, /早于/],
      [{ ...valid, scopes: ['rx'] }, /经营范围/],
      [{ ...valid, images: ['/upload/qualification/202401/../../etc/passwd'] }, /图片/],
      [{ ...valid, images: [] }, /./],
      [{ ...valid, valid_to: '2024-13-01' }, /./],
    ] as const) {
      const res = await submit(token, body);
      expect(res.code, JSON.stringify(body)).toBe(-1);
      expect(res.message).toMatch(message);
    }
    expect((await post(t, '/api/qualification/qualificationUpload', valid)).code).toBe(-10009);
    expect((await submit(token, valid)).code).toBe(0);
    expect((await submit(token, valid)).message).toMatch(/审核中/);
  });

  it('hides prices and refuses buying until the required documents are approved (gate on only)', async () => {
    const buyer = await newBuyer(db());
    await gate(false);
    expect((await addToCart(buyer.token)).code).toBe(0);
    await gate(true);
    invalidateReads(db(), 'member-licence:');
    const refused = await addToCart(buyer.token);
    expect(refused).toMatchObject({ code: -1, message: '资质审核中，审核通过后可购买' });
    const seen = await detail(buyer.token);
    expect(seen.data.goods_sku_detail.sale_control).toMatchObject({
      is_member_by: false,
      view_price: false,
      licence: { reason: 'review' },
    });
    expect(JSON.stringify(seen.data)).not.toMatch(/"price"/);
    expect((await mine(buyer.token)).data.gate).toBe('review');
    await approved(buyer.memberId, 'business_licence', '2099-12-31');
    invalidateReads(db(), `member-licence:${buyer.memberId}:`);
    expect((await addToCart(buyer.token)).code).toBe(0);
    expect((await mine(buyer.token)).data.gate).toBe('ok');
    await gate(false);
  });

  it('refuses an expired licence; a renewal keeps the old approval until approved', async () => {
    await gate(true);
    const buyer = await newBuyer(db());
    const [old] = await approved(buyer.memberId, 'business_licence', '2020-12-31');
    invalidateReads(db(), `member-licence:${buyer.memberId}:`);
    expect((await addToCart(buyer.token)).message).toMatch(/资质已过期/);
    const state = await mine(buyer.token);
    expect(state.data.gate).toBe('expired');
    expect(state.data.types.find((x) => x.type_key === 'business_licence')?.state).toBe('expired');

    const renewalId = (
      await submit(buyer.token, {
        type_key: 'business_licence',
        doc_no: '9133NEW',
        valid_from: '2025-01-01',
        valid_to: '2035-12-31',
        images: [image],
      })
    ).data;
    const pending = await mine(buyer.token);
    expect(pending.data.types.find((x) => x.type_key === 'business_licence')).toMatchObject({
      state: 'expired',
      renewal: { id: renewalId, status: 0 },
    });

    // A member attached to no shop yet is reached by the platform's member manager.
    const manager = await consoleSession(t, {
      role: 'member_manager',
      siteId: f.shops.main,
      platform: true,
    });
    const queue = await consolePost<{ list: Array<{ id: number; is_renewal: boolean }> }>(
      t,
      manager,
      '/staff/api/member/documentqueue',
      {},
    );
    expect(queue.data.list.find((r) => r.id === renewalId)?.is_renewal).toBe(true);
    const ok = await consolePost(t, manager, '/staff/api/member/reviewdocument', {
      id: renewalId,
      pass: 1,
    });
    expect(ok.code).toBe(0);
    expect((await addToCart(buyer.token)).code).toBe(0);
    const [replaced] = await db()
      .select()
      .from(memberDocument)
      .where(eq(memberDocument.id, old!.id));
    expect(replaced?.status).toBe(2);
    await gate(false);
  });

  it('keeps an approved document counting while its renewal waits', async () => {
    await gate(true);
    const buyer = await newBuyer(db());
    await approved(buyer.memberId, 'business_licence', '2099-12-31');
    await submit(buyer.token, {
      type_key: 'business_licence',
      doc_no: 'X2',
      valid_from: '2025-01-01',
      images: [image],
    });
    expect((await addToCart(buyer.token)).code).toBe(0);
    await gate(false);
  });

  it('refuses goods whose category needs a scope the approved documents do not cover', async () => {
    await gate(true);
    const buyer = await newBuyer(db());
    await approved(buyer.memberId, 'business_licence', null);
    await db().update(goodsCategory).set({ requiredScope: 'rx' });
    invalidateReads(db(), 'category-required-scopes');
    const refused = await addToCart(buyer.token);
    expect(refused.message).toBe('需要处方药经营范围资质才能购买');
    const seen = await detail(buyer.token);
    expect(seen.data.goods_sku_detail.sale_control).toMatchObject({
      is_member_by: false,
      view_price: true,
      licence: { reason: 'scope', scope_name: '处方药' },
    });
    await approved(buyer.memberId, 'purchaser_id_card', '2099-01-01', ['rx']);
    invalidateReads(db(), `member-licence:${buyer.memberId}:`);
    expect((await addToCart(buyer.token)).code).toBe(0);
    await db().update(goodsCategory).set({ requiredScope: '' });
    invalidateReads(db(), 'category-required-scopes');
    await gate(false);
  });
});
