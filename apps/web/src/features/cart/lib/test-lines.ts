import type { BundleCartLine, CartLine } from '@shop/contracts/cart';

/** A valid default cart line of shop 1; tests override what they look at. */
export function skuLine(over: Partial<CartLine> = {}): CartLine {
  return {
    cart_id: 1,
    site_id: 1,
    shop_name: '康源医药',
    sku_id: 11,
    goods_id: 101,
    num: 2,
    stock: 100,
    min_buy: 0,
    max_buy: 0,
    price: '10.00',
    discount_price: '10.00',
    sku_name: '阿莫西林胶囊 0.25g*24粒',
    sku_image: '',
    spec_name: '0.25g*24粒',
    unit: '盒',
    promotion_label: '',
    promotion_type: '',
    is_member_discount: 0,
    is_discount: 0,
    goods_min: 0,
    goods_limit: 0,
    num_multiple: 0,
    price_json: [],
    is_getfree: 0,
    get_free_goods: null,
    discount_num: 0,
    below_min: null,
    goods_money: '20.00',
    promotion_money: '0.00',
    subtotal: '20.00',
    valid: true,
    invalid_reason: '',
    num_min: 1,
    num_step: 1,
    num_max: 100,
    ...over,
  };
}

export function bundleLine(over: Partial<BundleCartLine> = {}): BundleCartLine {
  return {
    cart_id: 50,
    site_id: 1,
    shop_name: '康源医药',
    bl_id: 7,
    bl_name: '感冒组合装',
    bl_price: '30.00',
    num: 1,
    stock: 8,
    bundlingGoods: [
      {
        goods_id: 201,
        sku_id: 21,
        sku_name: '感冒灵颗粒',
        sku_image: '',
        price: '15.00',
        num: 2,
        unit: '盒',
        stock: 20,
      },
    ],
    goods_money: '30.00',
    promotion_money: '0.00',
    subtotal: '30.00',
    valid: true,
    invalid_reason: '',
    ...over,
  };
}
