// Places orders for the demo member, for the `order lists` and `order detail` calls of run.mjs:
// buy-now of one goods, confirmed and created the way the checkout page does it (the create call
// carries the figures of the confirmation, ADR 0005).
import { confirmedPricesOf } from '@shop/contracts/order';

/** The member's default address, added when it has none (Hangzhou, Xihu district). */
async function addressOf(call, token) {
  const page = await call('/api/memberaddress/page', { token, page: 1, page_size: 20 });
  const found = page.data?.list?.[0]?.id;
  if (found) return found;
  const added = await call('/api/memberaddress/add', {
    token,
    name: '压测收货人',
    mobile: '13800000000',
    province_id: 330000,
    city_id: 330100,
    district_id: 330106,
    address: '文三路 1 号',
    is_default: 1,
  });
  if (added.code !== 0) throw new Error(`bench order: address ${added.message}`);
  return added.data;
}

/** Creates `count` orders of one unit of `skuId` for the member; returns the newest order id. */
export async function placeBenchOrders(call, token, skuId, count) {
  const addressId = await addressOf(call, token);
  let orderId = 0;
  for (let i = 0; i < count; i += 1) {
    const body = { token, sku_id: skuId, num: 1, address_id: addressId };
    const confirm = await call('/api/ordercreate/calculate', body);
    if (confirm.code !== 0) throw new Error(`bench order: calculate ${confirm.message}`);
    const created = await call('/api/ordercreate/create', {
      ...body,
      idempotency_key: `bench-order-${Date.now()}-${i}`.padEnd(16, '0'),
      confirmed: confirmedPricesOf(confirm.data),
    });
    if (created.code !== 0) throw new Error(`bench order: create ${created.message}`);
    orderId = created.data.order_ids[0];
  }
  return orderId;
}
