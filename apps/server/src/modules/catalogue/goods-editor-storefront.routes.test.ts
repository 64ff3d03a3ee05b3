import type { GoodsEditorInput, GoodsSkuDetail } from '@shop/contracts/catalogue';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { member, memberLabel, memberLevel } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { issueToken } from '../auth/token.service';
import { consolePost, consoleSession, type ConsoleSession } from '../auth/staff-console.testing';
import { editorBody, editorUpload, pngBytes } from './goods-editor.testing';
import { seedGoodsFixture, type GoodsFixture } from './goods-list.fixture';

type Card = { sku_id: number; goods_name: string; price?: string; member_price?: string };
type Line = {
  sku_id: number;
  price: string;
  discount_price: string;
  subtotal: string;
  promotion_type: string;
  price_json: { num: number; price: string }[];
  num_step: number;
};

/**
 * issue 25: a goods made in the console's editor is what buyers see: on the list, found by the
 * pinyin initials of its name, on its page, and priced in the cart per ADR 0021 for a member of
 * a given buyer type and level.
 */
describe('a goods from the editor on the storefront (issue 25, ADR 0021)', () => {
  let t: TestApp;
  let f: GoodsFixture;
  let operator: ConsoleSession;
  let skuId: number;
  let goodsId: number;
  const grade = { clinic: 0, pharmacy: 0, level: 0 };

  const newMember = async (name: string, labelId: number | null, levelId: number | null) => {
    const [m] = await t.database.db
      .insert(member)
      .values({
        username: name,
        passwordHash: 'x',
        nickname: name,
        invitationCode: name.toUpperCase(),
        labelId,
        levelId,
      })
      .returning();
    return (await issueToken(t.database.db, m!.memberId)).token;
  };

  beforeAll(async () => {
    t = await createTestApp();
    f = await seedGoodsFixture(t.database.db);
    operator = await consoleSession(t, { role: 'operator', siteId: f.sites.own });
    const labels = await t.database.db.select().from(memberLabel);
    const [lv] = await t.database.db.select().from(memberLevel).limit(1);
    grade.clinic = labels.find((l) => l.labelName.includes('诊所'))!.labelId;
    grade.pharmacy = labels.find((l) => l.labelName.includes('药店'))!.labelId;
    grade.level = lv!.levelId;
    const image = (
      await editorUpload(t, operator, '/staff/api/goods/uploadimage', {
        data: await pngBytes(),
        filename: 'a.png',
        contentType: 'image/png',
      })
    ).data.path;
    const body: GoodsEditorInput = editorBody(
      { categoryId: f.categories.penicillin, image },
      { goods_name: '头孢克肟分散片', generic_name: '头孢克肟分散片', num_multiple: 2 },
    );
    // Price 12.50, member price 12.00; 诊所价 11.00, level price 11.80; tiers 10 → 11.00, 50 → 10.00.
    body.skus[0]!.label_prices = [{ target_id: grade.clinic, price: '11.00' }];
    body.skus[0]!.level_prices = [{ target_id: grade.level, price: '11.80' }];
    const saved = await consolePost<{ goods_id: number; sku_id: number }>(
      t,
      operator,
      '/staff/api/goods/add',
      body,
    );
    expect(saved.code).toBe(0);
    skuId = saved.data.sku_id;
    goodsId = saved.data.goods_id;
  });
  afterAll(() => t.close());

  it('lists it and finds it by the pinyin initials of its name (tbkw)', async () => {
    const token = await newMember('finder', null, null);
    const res = await t.call<{ list: Card[] }>('/api/goodssku/page', { keyword: 'tbkw', token });
    expect(res.data.list.map((c) => c.sku_id)).toEqual([skuId]);
    expect(res.data.list[0]).toMatchObject({
      goods_name: '头孢克肟分散片',
      price: '12.50',
      member_price: '12.00',
    });
  });

  it.each([
    ['a member without type or level: the member price', null, false, '12.00'],
    ['a member of the level: the level price', null, true, '11.80'],
    ['a clinic of that level: the clinic price', 'clinic', true, '11.00'],
    ['a pharmacy (no price of its type) of that level: the level price', 'pharmacy', true, '11.80'],
  ] as const)('%s on cards, the page and in the cart', async (name, label, withLevel, price) => {
    const token = await newMember(
      `m${name.length}${label ?? ''}${withLevel ? 'l' : ''}`,
      label ? grade[label] : null,
      withLevel ? grade.level : null,
    );
    const card = (
      await t.call<{ list: Card[] }>('/api/goodssku/page', { keyword: '头孢克肟', token })
    ).data.list[0]!;
    expect(card.member_price).toBe(price);
    const page = await t.call<{ goods_sku_detail: GoodsSkuDetail }>('/api/goodssku/detail', {
      sku_id: skuId,
      token,
    });
    expect(page.data.goods_sku_detail.member_price).toBe(price);
    expect((await t.call('/api/cart/add', { token, sku_id: skuId, num: 4 })).code).toBe(0);
    const lines = await t.call<{ data: Line[] }>('/api/cart/goodslists', { token });
    const line = lines.data.data.find((l) => l.sku_id === skuId)!;
    expect(line).toMatchObject({ price, discount_price: price });
    expect(line.subtotal).toBe((Number(price) * 4).toFixed(2));
  });

  it('prices its standing tiers as wholesale tiers, below the buyer price, and shows them', async () => {
    const token = await newMember('tiers', grade.clinic, null);
    const page = await t.call<{ goods_sku_detail: GoodsSkuDetail }>('/api/goodssku/detail', {
      sku_id: skuId,
      token,
    });
    expect(page.data.goods_sku_detail.promotion_info).toMatchObject({
      kind: 'wholesale',
      price_json: [
        { num: 10, price: '11.00' },
        { num: 50, price: '10.00' },
      ],
    });
    await t.call('/api/cart/add', { token, sku_id: skuId, num: 50 });
    const line = (await t.call<{ data: Line[] }>('/api/cart/goodslists', { token })).data.data[0]!;
    // The clinic price 11.00 is the full price; from 50 units 10.00 each.
    expect(line).toMatchObject({
      price: '11.00',
      discount_price: '10.00',
      subtotal: '500.00',
      promotion_type: 'wholesale',
    });
  });

  it('honours its 倍数 (2): the cart steps by 2 and refuses an odd quantity', async () => {
    const token = await newMember('multiple', null, null);
    expect((await t.call('/api/cart/add', { token, sku_id: skuId, num: 3 })).code).toBe(-1);
    expect((await t.call('/api/cart/add', { token, sku_id: skuId, num: 2 })).code).toBe(0);
    const line = (await t.call<{ data: Line[] }>('/api/cart/goodslists', { token })).data.data[0]!;
    expect(line.num_step).toBe(2);
  });

  it('shows the facts the editor saved on the goods page', async () => {
    const page = await t.call<{ goods_sku_detail: GoodsSkuDetail }>('/api/goodssku/detail', {
      sku_id: skuId,
    });
    expect(page.data.goods_sku_detail).toMatchObject({
      goods_kind: 'rx',
      storage: '密封，在干燥处保存',
      piece_qty: 400,
      num_multiple: 2,
      delivery_types: ['express', 'store'],
      approval_number: '国药准字H13023964',
    });
    expect(page.data.goods_sku_detail.price).toBeUndefined();
  });

  describe('preview (staff only, short-lived, never a member session)', () => {
    it('opens the page as the chosen member sees it, only with the staff session', async () => {
      await newMember('clinicbuyer', grade.clinic, null);
      const link = await consolePost<{ url: string; expires_in: number }>(
        t,
        operator,
        '/staff/api/goods/preview',
        {
          goods_id: goodsId,
          username: 'clinicbuyer',
        },
      );
      expect(link.data.expires_in).toBe(600);
      const ticket = new URL(link.data.url, 'http://x').searchParams.get('ticket')!;
      const open = (cookie?: string) =>
        t.call<{ member_name: string; goods_sku_detail: GoodsSkuDetail }>(
          '/api/goodssku/preview',
          { ticket },
          cookie ? { cookie } : {},
        );
      expect(await open()).toMatchObject({
        code: -1,
        message: expect.stringContaining('预览链接已失效'),
      });
      const other = await consoleSession(t, { role: 'operator', siteId: f.sites.own });
      expect((await open(other.cookie)).code).toBe(-1);
      const res = await open(operator.cookie);
      expect(res.data.member_name).toBe('clinicbuyer');
      expect(res.data.goods_sku_detail.member_price).toBe('11.00');
      expect((await open(operator.cookie)).code).toBe(0);
    });

    it('previews a goods off the shelf, which buyers cannot open', async () => {
      const [row] = await t.database.db
        .select()
        .from(member)
        .where(eq(member.username, 'clinicbuyer'));
      expect(row).toBeDefined();
      await consolePost(t, operator, '/staff/api/goods/setshelf', {
        goods_id: goodsId,
        goods_state: 0,
      });
      expect((await t.call('/api/goodssku/detail', { sku_id: skuId })).code).toBe(-1);
      const link = await consolePost<{ url: string }>(t, operator, '/staff/api/goods/preview', {
        goods_id: goodsId,
        username: 'clinicbuyer',
      });
      const ticket = new URL(link.data.url, 'http://x').searchParams.get('ticket')!;
      const res = await t.call('/api/goodssku/preview', { ticket }, { cookie: operator.cookie });
      expect(res.code).toBe(0);
    });

    it('refuses an unknown member and another shop’s goods', async () => {
      expect(
        await consolePost(t, operator, '/staff/api/goods/preview', {
          goods_id: goodsId,
          username: 'nobody',
        }),
      ).toMatchObject({ code: -1, message: '会员「nobody」不存在' });
      const theirs = await consolePost(t, operator, '/staff/api/goods/preview', {
        goods_id: f.goodsOf.banlangen,
        username: 'clinicbuyer',
      });
      expect(theirs.code).toBe(-1);
    });
  });
});
