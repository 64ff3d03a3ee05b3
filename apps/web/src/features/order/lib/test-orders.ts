import type { OrderDetail, OrderGoods, OrderSummary } from '@shop/contracts/order';

/** An order line as the server sends it. */
export function orderGoods(over: Partial<OrderGoods> = {}): OrderGoods {
  return {
    order_goods_id: 1,
    goods_id: 3,
    sku_id: 5,
    sku_name: '归脾丸 9g*10袋',
    sku_image: '/a.png',
    spec_name: '9g*10袋/盒',
    unit: '盒',
    num: 2,
    price: '10.90',
    discount_price: '10.90',
    goods_money: '21.80',
    real_goods_money: '21.80',
    manjian_money: '0.00',
    pay_money: '21.80',
    promotion_type: '',
    expiry_date: null,
    bl_id: 0,
    refund_num: 0,
    ...over,
  };
}

/** A waiting-payment order of one line. */
export function orderSummary(over: Partial<OrderSummary> = {}): OrderSummary {
  return {
    order_id: 11,
    order_no: '202611220858290001',
    out_trade_no: '2026112208582900011',
    site_id: 2,
    shop_name: '江南医药批发',
    order_name: '归脾丸 9g*10袋',
    order_status: 0,
    order_status_name: '待付款',
    pay_reviewing: false,
    voucher_reject_reason: '',
    order_type: 'goods',
    point: 0,
    order_money: '29.80',
    manjian_money: '0.00',
    delivery_money: '8.00',
    delivery_type: 'express',
    delivery_type_name: '快递',
    pay_type: '',
    pay_type_name: '',
    goods_num: 2,
    create_time: Date.UTC(2026, 10, 22, 0, 58, 29),
    pay_deadline: null,
    order_goods: [orderGoods()],
    actions: ['pay', 'close'],
    ...over,
  };
}

export function orderDetail(over: Partial<OrderDetail> = {}): OrderDetail {
  return {
    ...orderSummary(),
    name: '张三',
    mobile: '13812341234',
    full_address: '浙江省 杭州市 西湖区',
    address: '文三路 100 号',
    invoice: null,
    buyer_message: '',
    goods_money: '21.80',
    promotion_money: '0.00',
    coupon_money: '0.00',
    delivery_money: '8.00',
    pay_time: null,
    close_time: null,
    close_reason: '',
    pickup_code: '',
    store: null,
    verify: null,
    batches: [],
    invoices: [],
    logs: [
      {
        action: 'create',
        action_name: '提交订单',
        remark: '',
        create_time: Date.UTC(2026, 10, 22, 0, 58, 29),
      },
    ],
    ...over,
  };
}
