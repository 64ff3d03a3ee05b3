import { fenToYuan } from '@shop/contracts/money';
import type { RefundDetail, RefundPage } from '@shop/contracts/aftersale';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderRefund } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { upload } from '../auth/testing';
import type { CartFixture } from '../cart/cart.testing';
import { submitOrder } from '../order/order-create.fixtures';
import {
  applyFor,
  linesOf,
  newKey,
  paidOrders,
  refundData,
  refundFixture,
  richBuyer,
  type Buyer,
} from './refund.testing';

describe('the buyer applies for refunds /api/orderrefund/*', () => {
  let t: TestApp;
  let f: CartFixture;
  let buyer: Buyer;
  let other: Buyer;
  const call = <T>(who: Buyer, verb: string, body: object) =>
    t.call<T>(`/api/orderrefund/${verb}`, { token: who.token, ...body });
  const refundRows = () => t.database.db.select().from(orderRefund);
  const png = () =>
    sharp({ create: { width: 24, height: 24, channels: 3, background: '#c0392b' } })
      .png()
      .toBuffer();
  const uploadEvidence = async (who: Buyer) =>
    (
      await upload<{ pic_path: string }>(
        t,
        '/api/upload/refundimg',
        { data: await png(), filename: 'broken.png', contentType: 'image/png' },
        { token: who.token },
      )
    ).data.pic_path;

  beforeAll(async () => {
    t = await createTestApp();
    f = await refundFixture(t);
    buyer = await richBuyer(t, 'refbuyer');
    other = await richBuyer(t, 'refother');
  });
  afterAll(() => t.close());

  it('shows what a line may give back: its 实付, the freight apart', async () => {
    // 2 × 9.00 + 3 × 10.00 = 48.00 goods and 8.00 freight; the freight goes back only with the
    // request that refunds the whole order (refund-freight.routes.test.ts).
    const created = await paidOrders(t, buyer, [
      { sku_id: f.goods.plain.skuId, num: 2 },
      { sku_id: f.goods.wholesale.skuId, num: 3 },
    ]);
    expect(created.pay_money).toBe('56.00');
    const lines = await linesOf(t, created.order_ids[0]!);
    const data = (await refundData(t, buyer, lines[0]!.orderGoodsId)).data;
    expect(data).toMatchObject({
      pool: { total: '18.00', num: 2, claimed_num: 0, claimed_money: '0.00', freight: '0.00' },
      refundable_num: 2,
      refund_types: [1],
      refund_way: 'balance',
      open_refund_id: null,
    });
    expect(data.reasons).toContain('商品破损');
    const second = (await refundData(t, buyer, lines[1]!.orderGoodsId)).data;
    expect(second.pool).toMatchObject({ total: '30.00', freight: '0.00' });
    // Another member's line and an unknown one are "not found".
    expect(await refundData(t, other, lines[0]!.orderGoodsId)).toMatchObject({
      code: -1,
      data: null,
    });
    expect((await refundData(t, buyer, 99_999_999)).code).toBe(-1);
    expect((await call(buyer, 'refundData', { order_goods_id: 'x' })).code).toBe(-1);
  });

  it('refuses bad requests and changes nothing', async () => {
    const created = await paidOrders(t, buyer, [{ sku_id: f.goods.plain.skuId, num: 3 }]);
    const [line] = await linesOf(t, created.order_ids[0]!);
    const id = line!.orderGoodsId;
    const base = {
      order_goods_id: id,
      refund_type: 1,
      num: 1,
      refund_money: '1.00',
      reason: '商品破损',
      idempotency_key: newKey(),
    };
    const before = (await refundRows()).length;
    const refused = async (body: object, message?: string) => {
      const res = await call(buyer, 'refund', { ...base, idempotency_key: newKey(), ...body });
      expect(res.code).toBe(-1);
      if (message) expect(res.message).toBe(message);
    };
    await refused({ num: 0 });
    await refused({ num: 4 }, '退款数量超过可退数量（最多 3）');
    await refused({ num: 1.5 });
    await refused({ refund_money: '-1' });
    await refused({ refund_money: '1.001' });
    // 3 × 9.00 = 27.00 (the freight apart): one unit may give back at most 9.00.
    await refused({ refund_money: '9.01' }, '退款金额不能超过 ¥9.00');
    // Issue 25: a money-only refund of ¥0 on a line paid in cash would only block the line.
    await refused({ refund_money: '0' }, '仅退款的退款金额须大于 0');
    await refused({ refund_money: '0.00', num: 3 }, '仅退款的退款金额须大于 0');
    await refused({ reason: '我编的原因' }, '请选择商家提供的退款原因');
    await refused({ reason: '' });
    await refused({ refund_type: 3 });
    await refused({ refund_type: 2 }, '商品尚未发货，只能申请仅退款');
    await refused({ images: ['/upload/refund/someone-else.png'] }, '凭证图片无效，请重新上传');
    await refused({ remark: 'x'.repeat(201) });
    await refused({ idempotency_key: 'short' });
    await refused({ order_goods_id: 99_999_999 }, '订单商品不存在');
    const foreign = await call(other, 'refund', { ...base, idempotency_key: newKey() });
    expect(foreign).toMatchObject({ code: -1, message: '订单商品不存在' });
    expect((await refundRows()).length).toBe(before);
  });

  it('applies once per key, one open request per line, and lists and details it', async () => {
    const created = await paidOrders(t, buyer, [{ sku_id: f.goods.discount.skuId, num: 4 }]);
    const [line] = await linesOf(t, created.order_ids[0]!);
    const image = await uploadEvidence(buyer);
    const key = newKey();
    const body = {
      order_goods_id: line!.orderGoodsId,
      refund_type: 1,
      num: 2,
      refund_money: '10.00',
      reason: '效期不符',
      remark: '近效期，不足 6 个月',
      images: [image],
      idempotency_key: key,
    };
    const first = await call<{ refund_id: number; refund_status: number }>(buyer, 'refund', body);
    expect(first.data).toMatchObject({ refund_status: 1 });
    // A retry with the same key answers the same request; another key is refused while it is open.
    expect((await call(buyer, 'refund', body)).data).toEqual(first.data);
    const again = await call(buyer, 'refund', { ...body, idempotency_key: newKey() });
    expect(again).toMatchObject({ code: -1, message: '该商品已有进行中的售后申请' });
    // The same key for another line is refused.
    const reused = await call(buyer, 'refund', { ...body, order_goods_id: 99_999 });
    expect(reused.code).toBe(-1);
    expect((await refundData(t, buyer, line!.orderGoodsId)).data).toMatchObject({
      refundable_num: 0,
      open_refund_id: first.data.refund_id,
      pool: { claimed_num: 2, claimed_money: '10.00' },
    });

    const list = await call<RefundPage>(buyer, 'lists', { tab: 'open' });
    // The unit price is what the buyer paid per unit, not the list price (issue 25).
    expect(line!.discountPriceFen).toBeLessThan(line!.priceFen);
    expect(list.data.list[0]!.goods.price).toBe(fenToYuan(line!.discountPriceFen));
    expect(list.data.list[0]).toMatchObject({
      refund_id: first.data.refund_id,
      refund_status_name: '待商家处理',
      refund_type_name: '仅退款',
      apply_money: '10.00',
      num: 2,
    });
    const byOrder = await call<RefundPage>(buyer, 'lists', { order_id: created.order_ids[0] });
    expect(byOrder.data.count).toBe(1);
    expect((await call<RefundPage>(other, 'lists', {})).data.count).toBe(0);

    const detail = await call<RefundDetail>(buyer, 'detail', { refund_id: first.data.refund_id });
    expect(detail.data).toMatchObject({
      reason: '效期不符',
      remark: '近效期，不足 6 个月',
      images: [image],
      actions: ['cancel', 'message'],
      complain: null,
    });
    expect(detail.data.logs.map((l) => l.action_name)).toEqual(['买家申请售后']);
    expect((await call(other, 'detail', { refund_id: first.data.refund_id })).code).toBe(-1);
  });

  it('lets the buyer write to the shop and withdraw; a withdrawn line may be applied again', async () => {
    const created = await paidOrders(t, buyer, [{ sku_id: f.goods.plain.skuId, num: 1 }]);
    const [line] = await linesOf(t, created.order_ids[0]!);
    const applied = await applyFor(t, buyer, { order_goods_id: line!.orderGoodsId, num: 1 });
    const refundId = applied.data.refund_id;
    expect((await call(other, 'message', { refund_id: refundId, message: 'hi' })).code).toBe(-1);
    expect((await call(buyer, 'message', { refund_id: refundId, message: ' ' })).code).toBe(-1);
    expect(
      (await call(buyer, 'message', { refund_id: refundId, message: '请尽快处理，谢谢' })).code,
    ).toBe(0);
    expect((await call(other, 'cancel', { refund_id: refundId })).code).toBe(-1);
    expect((await call(buyer, 'cancel', { refund_id: refundId })).data).toMatchObject({
      refund_status: -2,
    });
    // Withdrawing twice answers the same; a closed refund takes no more messages.
    expect((await call(buyer, 'cancel', { refund_id: refundId })).code).toBe(0);
    expect((await call(buyer, 'message', { refund_id: refundId, message: '还在吗' })).code).toBe(
      -1,
    );
    const detail = await call<RefundDetail>(buyer, 'detail', { refund_id: refundId });
    expect(detail.data.logs.map((l) => [l.actor, l.action])).toEqual([
      ['buyer', 'apply'],
      ['buyer', 'message'],
      ['buyer', 'cancel'],
    ]);
    expect(detail.data.actions).toEqual([]);
    expect((await applyFor(t, buyer, { order_goods_id: line!.orderGoodsId, num: 1 })).code).toBe(0);
  });

  it('refuses an unpaid order and a delivery before the return is agreed', async () => {
    const cart = await t.call<number>('/api/cart/add', {
      token: buyer.token,
      sku_id: f.goods.plain.skuId,
      num: 1,
    });
    expect(cart.code).toBe(0);
    const unpaid = await submitOrder(t, buyer.token, {
      cart_ids: [cart.data],
      address_id: buyer.addressId,
      idempotency_key: newKey('order'),
    });
    expect(unpaid.code).toBe(0);
    const [waiting] = await linesOf(t, unpaid.data.order_ids[0]!);
    expect((await refundData(t, buyer, waiting!.orderGoodsId)).data.refundable_num).toBe(0);
    const res = await applyFor(t, buyer, { order_goods_id: waiting!.orderGoodsId, num: 1 });
    expect(res).toMatchObject({ code: -1, message: '该订单当前不能申请售后' });
    const created = await paidOrders(t, buyer, [{ sku_id: f.goods.plain.skuId, num: 1 }]);
    const [line] = await linesOf(t, created.order_ids[0]!);
    const applied = await applyFor(t, buyer, { order_goods_id: line!.orderGoodsId, num: 1 });
    const delivery = await call(buyer, 'delivery', {
      refund_id: applied.data.refund_id,
      delivery_company: '顺丰速运',
      delivery_no: 'SF1234567890',
    });
    expect(delivery).toMatchObject({ code: -1, message: '仅退款申请无需寄回商品' });
    expect(
      (
        await call(buyer, 'delivery', {
          refund_id: applied.data.refund_id,
          delivery_company: '顺丰速运',
          delivery_no: '<script>',
        })
      ).code,
    ).toBe(-1);
  });
});
