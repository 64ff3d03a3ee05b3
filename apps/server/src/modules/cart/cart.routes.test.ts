import {
  CART_LINES_MAX,
  type CartCalculate,
  type CartLine,
  type CartLists,
} from '@shop/contracts/cart';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cart, goods, goodsCategory, goodsSku, member, shop } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { issueToken, revokeToken } from '../auth';
import { type CartFixture, newBuyer, seedCartFixture } from './cart.testing';

describe('cart count route', () => {
  let t: TestApp;
  let buyerToken: string;
  let otherToken: string;
  let buyerId: number;

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.database.db;
    const [s] = await db.insert(shop).values({ shopName: '康源自营店' }).returning();
    const [c] = await db
      .insert(goodsCategory)
      .values({ level: 1, categoryName: '西药' })
      .returning();
    const [g] = await db
      .insert(goods)
      .values({
        siteId: s!.siteId,
        goodsName: '阿莫西林胶囊',
        categoryId: c!.categoryId,
        categoryPath: `,${c!.categoryId},`,
        priceFen: 1250,
      })
      .returning();
    const skus = await db
      .insert(goodsSku)
      .values(
        [1, 2, 3].map((i) => ({
          goodsId: g!.goodsId,
          siteId: s!.siteId,
          skuName: `阿莫西林胶囊 规格${i}`,
          priceFen: 1250,
        })),
      )
      .returning();
    const members = await db
      .insert(member)
      .values([
        { username: 'buyer1', passwordHash: 'x', nickname: '买家一', invitationCode: 'INV001' },
        { username: 'buyer2', passwordHash: 'x', nickname: '买家二', invitationCode: 'INV002' },
      ])
      .returning();
    const [buyer, other] = members;
    buyerId = buyer!.memberId;
    await db.insert(cart).values(
      skus.map((sku, i) => ({
        memberId: buyer!.memberId,
        siteId: s!.siteId,
        skuId: sku.skuId,
        num: i + 1,
      })),
    );
    buyerToken = (await issueToken(db, buyer!.memberId)).token;
    otherToken = (await issueToken(db, other!.memberId)).token;
  });
  afterAll(() => t.close());

  it('answers 0 for a visitor', async () => {
    expect(await t.call('/api/cart/count')).toMatchObject({ code: 0, data: 0 });
  });

  it("answers the member's number of cart lines, not the quantity", async () => {
    expect(await t.call('/api/cart/count', { token: buyerToken })).toMatchObject({
      code: 0,
      data: 3,
    });
  });

  it("does not count another member's lines", async () => {
    expect(await t.call('/api/cart/count', { token: otherToken })).toMatchObject({
      code: 0,
      data: 0,
    });
  });

  it('answers 0 for a revoked token instead of failing', async () => {
    const { token } = await issueToken(t.database.db, buyerId);
    await revokeToken(t.database.db, token);
    expect(await t.call('/api/cart/count', { token })).toMatchObject({ code: 0, data: 0 });
  });

  it('refuses a token that is not text', async () => {
    expect((await t.call('/api/cart/count', { token: 123 })).code).toBe(-1);
  });
});

type Line = CartLine;

describe('cart calls', () => {
  let t: TestApp;
  let f: CartFixture;

  beforeAll(async () => {
    t = await createTestApp();
    f = await seedCartFixture(t.database.db);
  }, 120_000);
  afterAll(() => t.close());

  const buyer = () => newBuyer(t.database.db);
  const add = (token: string, body: object) => t.call<number>('/api/cart/add', { token, ...body });
  const lists = async (token: string) =>
    (await t.call<CartLists>('/api/cart/goodslists', { token })).data;
  const lineOf = async (token: string, skuId: number): Promise<Line> =>
    (await lists(token)).data.find((l) => l.sku_id === skuId)!;

  it('refuses visitors on every call but count', async () => {
    for (const path of [
      '/api/cart/add',
      '/api/cart/goodslists',
      '/api/cart/delete',
      '/api/cart/edit',
      '/api/Cart/calculate',
    ])
      expect((await t.call(path, { sku_id: 1, num: 1, cart_id: 1 })).code).toBe(-10009);
  });

  it('refuses bad input', async () => {
    const { token } = await buyer();
    const sku_id = f.goods.plain.skuId;
    const bad = [
      { sku_id },
      { sku_id, num: -1 },
      { sku_id, num: 0 },
      { sku_id, num: 100_000 },
      { sku_id, num: 1.5 },
      { num: 1 },
      { sku_id, bl_id: f.bundles.running, num: 1 },
      { sku_id: 999_999, num: 1 },
      { sku_id: 'abc', num: 1 },
    ];
    for (const body of bad) {
      const res = await add(token, body);
      expect(res.code, JSON.stringify(body)).toBe(-1);
      expect(res.message).not.toBe('');
    }
    expect((await t.call<number>('/api/cart/count', { token })).data).toBe(0);
  });

  it('adds a SKU, raises the quantity on a second add and lists the priced line', async () => {
    const { token } = await buyer();
    const sku_id = f.goods.plain.skuId;
    const first = await add(token, { sku_id, num: 2, site_id: f.shops.main });
    expect(first.code).toBe(0);
    const again = await add(token, { sku_id, num: '1' });
    expect(again).toMatchObject({ code: 0, data: first.data });
    const line = await lineOf(token, sku_id);
    expect(line).toMatchObject({
      cart_id: first.data,
      site_id: f.shops.main,
      shop_name: '康源自营店',
      goods_id: f.goods.plain.goodsId,
      num: 3,
      stock: 100,
      price: '9.00',
      discount_price: '9.00',
      unit: '盒',
      promotion_label: '',
      promotion_type: '',
      is_member_discount: 1,
      is_discount: 0,
      goods_money: '27.00',
      promotion_money: '0.00',
      subtotal: '27.00',
      valid: true,
      invalid_reason: '',
      num_min: 1,
      num_step: 1,
      num_max: 100,
      get_free_goods: null,
    });
    expect((await t.call<number>('/api/cart/count', { token })).data).toBe(1);
  });

  it('keeps one line when the same SKU is added twice at once', async () => {
    const { token } = await buyer();
    const [a, b] = await Promise.all([
      add(token, { sku_id: f.goods.discount.skuId, num: 1 }),
      add(token, { sku_id: f.goods.discount.skuId, num: 1 }),
    ]);
    expect(a.code).toBe(0);
    expect(b.code).toBe(0);
    expect(a.data).toBe(b.data);
    expect((await t.call<number>('/api/cart/count', { token })).data).toBe(1);
  });

  it('refuses a site_id other than the goods shop', async () => {
    const { token } = await buyer();
    const res = await add(token, { sku_id: f.goods.plain.skuId, num: 1, site_id: f.shops.other });
    expect(res.code).toBe(-1);
    expect(res.message).toBe('商品不属于该店铺');
  });

  it('refuses off-sale, sold-out, sale-controlled and over-limit goods on add', async () => {
    const { token } = await buyer();
    const g = f.goods;
    expect((await add(token, { sku_id: g.offSale.skuId, num: 1 })).message).toBe('商品已下架');
    expect((await add(token, { sku_id: g.soldOut.skuId, num: 1 })).message).toBe('商品已售罄');
    expect(await add(token, { sku_id: g.controlled.skuId, num: 1 })).toMatchObject({
      code: -1,
      message: '仅限诊所购买',
    });
    expect((await add(token, { sku_id: g.maxBuy.skuId, num: 6 })).message).toBe(
      '该商品每单限购5件',
    );
    expect((await add(token, { sku_id: g.plain.skuId, num: 101 })).message).toBe(
      '库存不足，最多可购买100盒',
    );
    expect((await add(token, { sku_id: g.minBuy.skuId, num: 2 })).message).toBe(
      '该商品最少购买3件',
    );
    expect((await add(token, { sku_id: g.minBuy.skuId, num: 4 })).message).toBe(
      '该商品须按3件的倍数购买',
    );
    expect((await t.call<number>('/api/cart/count', { token })).data).toBe(0);
    // The clinic may buy the controlled goods.
    const clinic = await newBuyer(t.database.db, f.clinicLabelId);
    expect((await add(clinic.token, { sku_id: g.controlled.skuId, num: 1 })).code).toBe(0);
  });

  it('answers the messages in English when asked', async () => {
    const { token } = await buyer();
    const res = await add(token, { sku_id: f.goods.offSale.skuId, num: 1, lang: 'en-us' });
    expect(res.message).toBe('This goods is off sale');
  });

  it('prices each promotion kind through the list', async () => {
    const { token } = await buyer();
    const g = f.goods;
    for (const [sku_id, num] of [
      [g.seckill.skuId, 5],
      [g.discount.skuId, 1],
      [g.wholesale.skuId, 70],
      [g.getfree.skuId, 10],
      [g.getfreeOther.skuId, 2],
    ] as const)
      expect((await add(token, { sku_id, num })).code).toBe(0);
    const { data } = await lists(token);
    const by = (skuId: number) => data.find((l) => l.sku_id === skuId)!;

    expect(by(g.seckill.skuId)).toMatchObject({
      promotion_type: 'seckill',
      promotion_label: '秒杀',
      price: '20.00',
      discount_price: '15.00',
      goods_limit: 3,
      discount_num: 3,
      is_discount: 1,
      goods_money: '100.00',
      promotion_money: '15.00',
      subtotal: '85.00',
    });
    expect(by(g.discount.skuId)).toMatchObject({
      promotion_type: 'discount',
      promotion_label: '特价',
      goods_min: 2,
      below_min: 2,
      is_discount: 0,
      subtotal: '10.00',
    });
    expect(by(g.wholesale.skuId)).toMatchObject({
      promotion_type: 'wholesale',
      promotion_label: '阶梯',
      unit: '个',
      price_json: [
        { num: 10, limit_num: 0, price: '9.00' },
        { num: 50, limit_num: 60, price: '8.00' },
      ],
      discount_num: 60,
      subtotal: '580.00',
      num_max: 100,
    });
    const getfree = by(g.getfree.skuId);
    expect(getfree).toMatchObject({
      promotion_type: 'getfree',
      promotion_label: '换购',
      is_getfree: 1,
      goods_money: '55.00',
      subtotal: '51.00',
    });
    expect(getfree.get_free_goods).toEqual({
      is_ladder: 1,
      getFreeGoods: [
        {
          goods_id: g.getfree.goodsId,
          goods: {
            goods_name: '板蓝根颗粒',
            goods_image: '',
            sku_id: g.getfree.skuId,
            price: '5.00',
            unit: '件',
          },
          num: 1,
          count: '1.00',
          price: '1.00',
          unit: '件',
          ladder_json: [
            { mainRang: 10, rang: 1, rangPrice: '1.00', unit: '件' },
            { mainRang: 20, rang: 3, rangPrice: '0.50', unit: '件' },
          ],
        },
      ],
    });
    const other = by(g.getfreeOther.skuId);
    expect(other.subtotal).toBe('13.00');
    expect(other.get_free_goods?.getFreeGoods[0]?.goods).toMatchObject({
      sku_id: g.plain.skuId,
      goods_name: '阿莫西林胶囊',
      price: '9.00',
      unit: '盒',
    });
  });

  it('lists an off-sale goods line as invalid with its reason', async () => {
    const { token, memberId } = await buyer();
    await t.database.db
      .insert(cart)
      .values({ memberId, siteId: f.shops.main, skuId: f.goods.offSale.skuId, num: 1 });
    const line = await lineOf(token, f.goods.offSale.skuId);
    expect(line).toMatchObject({ valid: false, invalid_reason: '商品已下架' });
  });

  it('adds a bundle and lists it with its goods', async () => {
    const { token } = await buyer();
    const res = await add(token, { bl_id: f.bundles.running, num: 2 });
    expect(res.code).toBe(0);
    expect((await add(token, { bl_id: f.bundles.running, num: 3 })).message).toBe(
      '库存不足，最多可购买4',
    );
    expect((await add(token, { bl_id: f.bundles.ended, num: 1 })).message).toBe(
      '组合套餐活动已结束',
    );
    const { bundling, data } = await lists(token);
    expect(data).toEqual([]);
    expect(bundling).toHaveLength(1);
    expect(bundling[0]).toMatchObject({
      cart_id: res.data,
      bl_id: f.bundles.running,
      bl_name: '阿司匹林+丹参 组合装',
      bl_price: '35.00',
      num: 2,
      stock: 4,
      goods_money: '100.00',
      promotion_money: '30.00',
      subtotal: '70.00',
      valid: true,
    });
    expect(bundling[0]!.bundlingGoods).toEqual([
      expect.objectContaining({ sku_id: f.goods.bundleA.skuId, num: 1, price: '10.00' }),
      expect.objectContaining({ sku_id: f.goods.bundleB.skuId, num: 2, price: '20.00' }),
    ]);
    // Edit within the bundle's stock, refused beyond it.
    expect(await t.call('/api/cart/edit', { token, cart_id: res.data, num: 4 })).toMatchObject({
      code: 0,
    });
    expect((await t.call('/api/cart/edit', { token, cart_id: res.data, num: 5 })).code).toBe(-1);
  });

  it('edits a quantity within bounds and refuses the rest with a readable message', async () => {
    const { token } = await buyer();
    const other = await buyer();
    const cartId = (await add(token, { sku_id: f.goods.getfree.skuId, num: 1 })).data;
    const edit = (num: unknown, who = token, cart_id: unknown = cartId) =>
      t.call('/api/cart/edit', { token: who, cart_id, num });
    expect((await edit(20)).code).toBe(0);
    expect((await lineOf(token, f.goods.getfree.skuId)).subtotal).toBe('101.50');
    // 23 units bring 3 exchange units of the same SKU: 26 > 25 in stock.
    expect(await edit(23)).toMatchObject({ code: -1, message: '库存不足，最多可购买22件' });
    expect((await edit(0)).code).toBe(-1);
    expect((await edit(-3)).code).toBe(-1);
    expect((await edit(1_000_000)).code).toBe(-1);
    expect(await edit(2, other.token)).toMatchObject({ code: -1, message: '购物车商品不存在' });
    expect((await lineOf(token, f.goods.getfree.skuId)).num).toBe(20);
  });

  it('deletes one or several of the member lines, nothing when an id is not theirs', async () => {
    const { token } = await buyer();
    const other = await buyer();
    const a = (await add(token, { sku_id: f.goods.plain.skuId, num: 1 })).data;
    const b = (await add(token, { sku_id: f.goods.seckill.skuId, num: 1 })).data;
    const c = (await add(token, { sku_id: f.goods.discount.skuId, num: 1 })).data;
    const theirs = (await add(other.token, { sku_id: f.goods.plain.skuId, num: 1 })).data;

    expect(await t.call('/api/cart/delete', { token, cart_id: [a, theirs] })).toMatchObject({
      code: -1,
      message: '购物车商品不存在',
    });
    expect((await t.call<number>('/api/cart/count', { token })).data).toBe(3);
    expect((await t.call<number>('/api/cart/count', { token: other.token })).data).toBe(1);

    expect(await t.call('/api/cart/delete', { token, cart_id: a })).toMatchObject({
      code: 0,
      data: 1,
    });
    expect(await t.call('/api/cart/delete', { token, cart_id: `${b},${c}` })).toMatchObject({
      code: 0,
      data: 2,
    });
    expect((await t.call<number>('/api/cart/count', { token })).data).toBe(0);
    expect((await t.call('/api/cart/delete', { token, cart_id: 'x' })).code).toBe(-1);
  });

  it('calculates the checked valid lines with the engine', async () => {
    const { token, memberId } = await buyer();
    const other = await buyer();
    const a = (await add(token, { sku_id: f.goods.seckill.skuId, num: 5 })).data;
    const b = (await add(token, { bl_id: f.bundles.running, num: 1 })).data;
    const c = (await add(token, { sku_id: f.goods.plain.skuId, num: 2 })).data;
    const [off] = await t.database.db
      .insert(cart)
      .values({ memberId, siteId: f.shops.main, skuId: f.goods.offSale.skuId, num: 1 })
      .returning();
    const theirs = (await add(other.token, { sku_id: f.goods.plain.skuId, num: 1 })).data;

    const res = await t.call<CartCalculate>('/api/Cart/calculate', {
      token,
      cart_ids: [a, b, off!.cartId],
    });
    expect(res).toMatchObject({
      code: 0,
      data: {
        line_count: 2,
        goods_num: 5 + 3,
        goods_money: '150.00', // 100.00 + 50.00
        promotion_money: '30.00', // 15.00 + 15.00
        pay_money: '120.00',
        lines: [
          { cart_id: a, subtotal: '85.00' },
          { cart_id: b, subtotal: '35.00' },
        ],
      },
    });
    expect((await t.call('/api/cart/calculate', { token, cart_ids: [c, theirs] })).code).toBe(-1);
    expect((await t.call<CartCalculate>('/api/cart/calculate', { token })).data).toMatchObject({
      line_count: 0,
      pay_money: '0.00',
    });
  });

  it('refuses a 201st line', async () => {
    const { token, memberId } = await buyer();
    // 200 lines of other SKUs, inserted directly.
    const db = t.database.db;
    const skus = await db
      .insert(goodsSku)
      .values(
        Array.from({ length: CART_LINES_MAX }, (_, i) => ({
          goodsId: f.goods.plain.goodsId,
          siteId: f.shops.main,
          skuName: `规格${i}`,
          priceFen: 1000,
          stock: 10,
        })),
      )
      .returning();
    await db
      .insert(cart)
      .values(skus.map((s) => ({ memberId, siteId: f.shops.main, skuId: s.skuId, num: 1 })));
    expect(await add(token, { sku_id: f.goods.seckill.skuId, num: 1 })).toMatchObject({
      code: -1,
      message: '购物车最多可放200种商品，请先结算或删除部分商品',
    });
    // Raising an existing line is still allowed.
    expect((await add(token, { sku_id: skus[0]!.skuId, num: 1 })).code).toBe(0);
  });
});
