import type { OrderConfirm, OrderDetail } from '@shop/contracts/order';
import type {
  VerifierCheck,
  VerifyDetail,
  VerifyInfo,
  VerifyRecordPage,
  VerifyResult,
} from '@shop/contracts/verify';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { goods, order, orderLog, orderPackage, verifyRecord } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { addMember, loginToken } from '../auth/testing';
import { addPickupStore, addStoreVerifier } from '../catalogue/pickup-store.testing';
import {
  addCartLine,
  addCategory,
  addGoods,
  addShop,
  submitOrder,
} from '../order/order-create.fixtures';
import { fundMember, paidCodeOrder } from './verify.testing';

type Buyer = { memberId: number; token: string };
type Line = { goodsId: number; skuId: number; num: number };

describe('the verification desk /api/verify/* (issue 17)', () => {
  let t: TestApp;
  let buyer: Buyer;
  let clerk = '';
  let clerkB = '';
  let stranger = '';
  let siteA = 0;
  let siteB = 0;
  let storeA1 = 0;
  let storeA2 = 0;
  let storeB = 0;
  let lineA: Line;
  let lineB: Line;
  const desk = <T>(token: string, verb: string, body: object = {}) =>
    t.call<T>(`/api/verify/${verb}`, { ...body, token });
  const wrong = (code: string) => (code === '00000000' ? '11111111' : '00000000');

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.database.db;
    const shop = (name: string) =>
      addShop(db, { name, deliveryTypes: ['express', 'store'], freightFen: 0, freeFreightFen: 0 });
    siteA = await shop('康源医药');
    siteB = await shop('仁心大药房');
    storeA1 = await addPickupStore(db, { siteId: siteA, name: '江宁门店', nameEn: 'Jiangning' });
    storeA2 = await addPickupStore(db, { siteId: siteA, name: '鼓楼门店' });
    storeB = await addPickupStore(db, { siteId: siteB, name: '仁心门店' });
    const category = await addCategory(db);
    const goodsA = await addGoods(db, {
      siteId: siteA,
      categoryId: category,
      name: '阿莫西林胶囊',
      priceFen: 1_000,
      stock: 100,
    });
    const goodsB = await addGoods(db, {
      siteId: siteB,
      categoryId: category,
      name: '连花清瘟胶囊',
      priceFen: 1_000,
      stock: 100,
    });
    lineA = { ...goodsA, num: 3 };
    lineB = { ...goodsB, num: 2 };
    const buyerId = await addMember(t, {
      username: 'buyer',
      nickname: '康源大药房',
      mobile: '13800138001',
    });
    await fundMember(t, buyerId);
    buyer = { memberId: buyerId, token: await loginToken(t, 'buyer') };
    const clerkId = await addMember(t, { username: 'clerk' });
    await addStoreVerifier(db, { storeId: storeA1, memberId: clerkId, name: '王晓丽' });
    clerk = await loginToken(t, 'clerk');
    const clerkBId = await addMember(t, { username: 'clerkb' });
    await addStoreVerifier(db, { storeId: storeB, memberId: clerkBId, name: '李店员' });
    clerkB = await loginToken(t, 'clerkb');
    await addMember(t, { username: 'stranger' });
    stranger = await loginToken(t, 'stranger');
  });
  afterAll(() => t.close());

  it('says who is a verifier, and of which stores; the desk needs a login', async () => {
    const yes = await desk<VerifierCheck>(clerk, 'checkisverifier');
    expect(yes.data).toEqual({
      is_verifier: true,
      stores: [
        { store_id: storeA1, store_name: '江宁门店', site_id: siteA, shop_name: '康源医药' },
      ],
    });
    const en = await desk<VerifierCheck>(clerk, 'checkisverifier', { lang: 'en-us' });
    expect(en.data.stores[0]?.store_name).toBe('Jiangning');
    expect((await desk<VerifierCheck>(stranger, 'checkisverifier')).data).toEqual({
      is_verifier: false,
      stores: [],
    });
    expect((await t.call('/api/verify/checkisverifier', {})).code).toBe(-10009);
  });

  it('shows what a code covers, then verifies it once; the buyer sees it verified', async () => {
    const paid = await paidCodeOrder(t, buyer, { siteId: siteA, storeId: storeA1, line: lineA });
    expect(paid.code).toMatch(/^\d{8}$/);
    const spaced = `${paid.code.slice(0, 4)} ${paid.code.slice(4)}`;
    const info = await desk<VerifyInfo>(clerk, 'verifyInfo', { verify_code: spaced });
    expect(info.code).toBe(0);
    expect(info.data).toMatchObject({
      verify_code: paid.code,
      verify_type: 'pickup',
      verify_type_name: '自提核销',
      order_id: paid.orderId,
      shop_name: '康源医药',
      store_id: storeA1,
      store_name: '江宁门店',
      buyer_name: '康***房',
      buyer_mobile: '138****8001',
      goods_num: 3,
      is_verified: false,
      verify_time: null,
      verifier_name: '',
    });
    expect(info.data.items).toEqual([
      expect.objectContaining({ sku_name: '阿莫西林胶囊', num: 3 }),
    ]);

    const waiting = await t.call<OrderDetail>('/api/order/detail', {
      token: buyer.token,
      order_id: paid.orderId,
    });
    expect(waiting.data).toMatchObject({
      order_status: 1,
      order_status_name: '待提货',
      pickup_code: paid.code,
      verify: { code: paid.code, is_verified: false, verify_time: null },
    });

    const done = await desk<VerifyResult>(clerk, 'verify', { verify_code: paid.code });
    expect(done).toMatchObject({ code: 0, data: { order_id: paid.orderId } });
    const [o] = await t.database.db.select().from(order).where(eq(order.orderId, paid.orderId));
    expect(o!.orderStatus).toBe(10);
    const packages = await t.database.db
      .select()
      .from(orderPackage)
      .where(eq(orderPackage.orderId, paid.orderId));
    expect(packages).toHaveLength(1);
    const logs = await t.database.db
      .select()
      .from(orderLog)
      .where(eq(orderLog.orderId, paid.orderId));
    expect(logs.at(-1)).toMatchObject({ action: 'pickup', remark: '江宁门店 王晓丽' });

    expect(await desk(clerk, 'verify', { verify_code: paid.code })).toMatchObject({
      code: -1,
      message: '该核销码已核销，不能重复核销',
    });
    const again = await desk<VerifyInfo>(clerk, 'verifyInfo', { verify_code: paid.code });
    expect(again.data).toMatchObject({
      is_verified: true,
      verify_time: done.data.verify_time,
      verifier_name: '王晓丽',
    });
    const records = await t.database.db
      .select()
      .from(verifyRecord)
      .where(eq(verifyRecord.orderId, paid.orderId));
    expect(records).toHaveLength(1);

    const detail = await t.call<OrderDetail>('/api/order/detail', {
      token: buyer.token,
      order_id: paid.orderId,
    });
    expect(detail.data).toMatchObject({
      order_status: 10,
      pickup_code: '',
      verify: { code: paid.code, is_verified: true },
      store: { store_id: storeA1, store_name: '江宁门店', address: '康源路88号' },
    });
    expect(detail.data.verify?.verify_time).toBe(packages[0]!.createdAt.getTime());
  });

  it('refuses bad and unknown codes, non-verifiers, other shops and stores not served', async () => {
    const mine = await paidCodeOrder(t, buyer, { siteId: siteA, storeId: storeA1, line: lineA });
    expect(await desk(stranger, 'verifyInfo', { verify_code: mine.code })).toMatchObject({
      code: -1,
      message: '您不是门店核销员，无法使用核销台',
    });
    expect(await desk(stranger, 'verify', { verify_code: mine.code })).toMatchObject({
      code: -1,
      message: '您不是门店核销员，无法使用核销台',
    });
    for (const bad of ['1234', 'abcdefgh', '123456789', ''])
      expect(await desk(clerk, 'verify', { verify_code: bad })).toMatchObject({
        code: -1,
        message: '核销码为 8 位数字，请检查后重新输入',
      });
    expect((await desk(clerk, 'verify', { verify_code: 12345678 })).code).toBe(-1);
    expect(await desk(clerk, 'verifyInfo', { verify_code: wrong(mine.code) })).toMatchObject({
      code: -1,
      message: '核销码不存在，请确认是否为本店订单的核销码',
    });

    // Another shop's code is unknown to this desk, and the other shop's verifier cannot take ours.
    const other = await paidCodeOrder(t, buyer, { siteId: siteB, storeId: storeB, line: lineB });
    expect(await desk(clerk, 'verify', { verify_code: other.code })).toMatchObject({
      code: -1,
      message: '核销码不存在，请确认是否为本店订单的核销码',
    });
    expect(await desk(clerkB, 'verify', { verify_code: mine.code })).toMatchObject({
      code: -1,
      message: '核销码不存在，请确认是否为本店订单的核销码',
    });

    // A pickup placed for the shop's other store is not this verifier's.
    const elsewhere = await paidCodeOrder(t, buyer, {
      siteId: siteA,
      storeId: storeA2,
      line: lineA,
    });
    expect(await desk(clerk, 'verify', { verify_code: elsewhere.code })).toMatchObject({
      code: -1,
      message: '该订单需在“鼓楼门店”核销，您不是该门店的核销员',
    });
    const untouched = await t.database.db
      .select({ status: order.orderStatus })
      .from(order)
      .where(eq(order.orderId, elsewhere.orderId));
    expect(untouched[0]!.status).toBe(1);

    // A closed order's code is refused with its status.
    const closed = await paidCodeOrder(t, buyer, { siteId: siteA, storeId: storeA1, line: lineA });
    await t.database.db
      .update(order)
      .set({ orderStatus: -1 })
      .where(eq(order.orderId, closed.orderId));
    expect(await desk(clerk, 'verify', { verify_code: closed.code })).toMatchObject({
      code: -1,
      message: '该订单当前状态为“已关闭”，不能核销',
    });
  });

  it('lists the verifier’s own records, paged and by type, with a detail of each', async () => {
    const first = await paidCodeOrder(t, buyer, { siteId: siteA, storeId: storeA1, line: lineA });
    const second = await paidCodeOrder(t, buyer, { siteId: siteA, storeId: storeA1, line: lineA });
    const a = await desk<VerifyResult>(clerk, 'verify', { verify_code: first.code });
    const b = await desk<VerifyResult>(clerk, 'verify', { verify_code: second.code });
    const page = await desk<VerifyRecordPage>(clerk, 'lists', { page: 1, page_size: 2 });
    expect(page.data.count).toBe(3);
    expect(page.data.page_count).toBe(2);
    expect(page.data.list.map((r) => r.verify_id)).toEqual([b.data.verify_id, a.data.verify_id]);
    expect(page.data.list[0]).toMatchObject({
      verify_code: second.code,
      verify_type: 'pickup',
      store_name: '江宁门店',
      verifier_name: '王晓丽',
      goods_num: 3,
    });
    const virtual = await desk<VerifyRecordPage>(clerk, 'lists', { verify_type: 'virtual' });
    expect(virtual.data).toMatchObject({ count: 0, list: [] });
    expect((await desk(clerk, 'lists', { verify_type: 'other' })).code).toBe(-1);
    expect((await desk<VerifyRecordPage>(clerkB, 'lists')).data.count).toBe(0);

    const detail = await desk<VerifyDetail>(clerk, 'detail', { verify_id: a.data.verify_id });
    expect(detail.data).toMatchObject({
      verify_id: a.data.verify_id,
      order_id: first.orderId,
      shop_name: '康源医药',
      buyer_name: '康***房',
      buyer_mobile: '138****8001',
    });
    expect(detail.data.pay_time).toEqual(expect.any(Number));
    expect(await desk(clerkB, 'detail', { verify_id: a.data.verify_id })).toMatchObject({
      code: -1,
      message: '核销记录不存在',
    });
    expect(await desk(clerk, 'detail', { verify_id: 999_999 })).toMatchObject({
      code: -1,
      message: '核销记录不存在',
    });
    expect((await desk(clerk, 'detail', { verify_id: 'x' })).code).toBe(-1);
  });

  it('orders virtual goods on their own (no address, no freight) and verifies their code', async () => {
    const db = t.database.db;
    const card = await addGoods(db, {
      siteId: siteA,
      categoryId: await addCategory(db),
      name: '血压计校准服务卡',
      priceFen: 6_800,
      stock: 50,
    });
    await db.update(goods).set({ goodsClass: 2 }).where(eq(goods.goodsId, card.goodsId));
    const confirm = await t.call<OrderConfirm>('/api/ordercreate/payment', {
      token: buyer.token,
      sku_id: card.skuId,
      num: 2,
    });
    expect(confirm.data.shops[0]).toMatchObject({
      delivery_types: ['virtual'],
      delivery_type: 'virtual',
      store_id: null,
      delivery_money: '0.00',
      order_money: '136.00',
    });
    // The buyer has no address: none is needed.
    const created = await submitOrder(t, buyer.token, {
      sku_id: card.skuId,
      num: 2,
      idempotency_key: 'virtual-card-000001',
    });
    expect(created.code).toBe(0);
    const paid = await t.call('/api/pay/pay', {
      token: buyer.token,
      out_trade_no: created.data.out_trade_no,
      pay_type: 'balance',
    });
    expect(paid.code).toBe(0);
    const orderId = created.data.order_ids[0]!;
    const detail = await t.call<OrderDetail>('/api/order/detail', {
      token: buyer.token,
      order_id: orderId,
    });
    expect(detail.data).toMatchObject({
      delivery_type: 'virtual',
      delivery_type_name: '虚拟商品',
      order_status_name: '待提货',
      store: null,
      verify: { is_verified: false },
    });
    const code = detail.data.verify!.code;

    const info = await desk<VerifyInfo>(clerk, 'verifyInfo', { verify_code: code });
    expect(info.data).toMatchObject({
      verify_type: 'virtual',
      verify_type_name: '虚拟商品核销',
      store_id: storeA1,
      goods_num: 2,
    });
    expect((await desk(clerk, 'verify', { verify_code: code })).code).toBe(0);
    const records = await desk<VerifyRecordPage>(clerk, 'lists', { verify_type: 'virtual' });
    expect(records.data.list.map((r) => [r.order_id, r.verify_type])).toEqual([
      [orderId, 'virtual'],
    ]);
    const after = await t.call<OrderDetail>('/api/order/detail', {
      token: buyer.token,
      order_id: orderId,
    });
    expect(after.data).toMatchObject({ order_status: 10, verify: { code, is_verified: true } });
    expect(after.data.actions).not.toContain('logistics');

    // Virtual and physical goods of one shop are not ordered together.
    const cartIds = [
      await addCartLine(db, { memberId: buyer.memberId, siteId: siteA, skuId: card.skuId, num: 1 }),
      await addCartLine(db, {
        memberId: buyer.memberId,
        siteId: siteA,
        skuId: lineA.skuId,
        num: 1,
      }),
    ];
    expect(
      await t.call('/api/ordercreate/calculate', { token: buyer.token, cart_ids: cartIds }),
    ).toMatchObject({ code: -1, message: '康源医药的订单中虚拟商品须单独下单，请分开结算' });
  });
});
