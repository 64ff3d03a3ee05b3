import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '@/lib/toast';
import { bundleLine, skuLine } from '../lib/test-lines';
import { CartView } from './cart-view';
import { fakeServer, logIn, logOut, renderWithClient } from './test-server';

const lists = () => ({
  data: [
    skuLine({
      cart_id: 1,
      sku_name: '秒杀阿莫西林',
      promotion_type: 'seckill',
      promotion_label: '秒杀',
      goods_limit: 5,
      goods_min: 2,
      num: 1,
      below_min: 2,
    }),
    skuLine({
      cart_id: 2,
      sku_name: '阶梯布洛芬',
      promotion_type: 'wholesale',
      promotion_label: '阶梯',
      num: 12,
      price_json: [
        { num: 10, limit_num: 0, price: '9.00' },
        { num: 50, limit_num: 0, price: '8.00' },
      ],
      discount_num: 12,
      discount_price: '9.00',
      subtotal: '108.00',
      promotion_money: '12.00',
    }),
    skuLine({
      cart_id: 3,
      sku_name: '换购维生素',
      promotion_type: 'getfree',
      promotion_label: '换购',
      num: 6,
      is_getfree: 1,
      get_free_goods: {
        is_ladder: 1,
        getFreeGoods: [
          {
            goods_id: 9,
            goods: { goods_name: '棉签', goods_image: '', sku_id: 90, price: '3.00', unit: '盒' },
            num: 1,
            count: '1.00',
            price: '1.00',
            unit: '盒',
            ladder_json: [
              { mainRang: 5, rang: 1, rangPrice: '1.00', unit: '盒' },
              { mainRang: 10, rang: 3, rangPrice: '0.50', unit: '盒' },
            ],
          },
        ],
      },
    }),
    skuLine({ cart_id: 4, sku_name: '下架药品', valid: false, invalid_reason: '商品已下架' }),
    skuLine({ cart_id: 5, site_id: 2, shop_name: '仁和药房', sku_name: '特价感冒灵' }),
  ],
  bundling: [bundleLine({ cart_id: 6 })],
});

let editRefused = false;
let server: ReturnType<typeof fakeServer>;
beforeEach(() => {
  logIn();
  editRefused = false;
  server = fakeServer({
    '/api/cart/goodslists': () => ({ code: 0, data: lists() }),
    '/api/Cart/calculate': (body) => ({
      code: 0,
      data: {
        line_count: (body.cart_ids as number[]).length,
        goods_num: 9,
        goods_money: '300.00',
        promotion_money: '12.00',
        manjian_money: '0.00',
        pay_money: '288.00',
        lines: [],
        manjian: [
          {
            site_id: 1,
            manjian_id: 9,
            manjian_name: '全场满减',
            tier: null,
            manjian_money: '0.00',
            next_tier: { money: '300.00', discount_money: '30.00' },
            next_need: '12.00',
          },
        ],
      },
    }),
    '/api/cart/edit': () =>
      editRefused ? { code: -1, message: '超出限购数量' } : { code: 0, data: null },
    '/api/cart/delete': () => ({ code: 0, data: null }),
  });
});
afterEach(() => {
  cleanup();
  logOut();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const line = (id: number) => screen.getByTestId(`cart-line-${id}`);

describe('CartView', () => {
  it('presents every kind of line and the server totals of the valid lines', async () => {
    renderWithClient(<CartView />);
    await screen.findByText('秒杀阿莫西林');
    expect(within(line(1)).getByText('限购 5盒')).toBeTruthy();
    expect(within(line(1)).getByText('当前促销最低购买数量为2，低于2不享受优惠')).toBeTruthy();
    const reached = within(line(2)).getByText(/≥10盒/);
    expect(reached.getAttribute('aria-current')).toBe('true');
    expect(within(line(2)).getByText('省 ¥12.00')).toBeTruthy();
    expect(within(line(3)).getByText('满5盒可换购1盒 ¥1.00').getAttribute('aria-current')).toBe(
      'true',
    );
    expect(within(line(3)).getByText('已满足：换购 1盒，共 ¥1.00')).toBeTruthy();
    expect(within(line(4)).getByText('商品已下架')).toBeTruthy();
    const invalidBox = within(line(4)).getByRole('checkbox');
    expect((invalidBox as HTMLInputElement).disabled).toBe(true);
    expect(screen.getByText('感冒组合装')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('cart-pay-money').textContent).toBe('¥288.00'));
    // The shop's full reduction (满减): what is still missing for its first tier.
    expect(screen.getByTestId('manjian-progress').textContent).toBe('满减再买¥12.00可减¥30');
    const calc = server.calls.filter(([path]) => path === '/api/Cart/calculate');
    expect(calc.at(-1)?.[1].cart_ids).toEqual([1, 2, 3, 5, 6]);
  });

  it('select all per shop and globally, and checkout carries the checked ids', async () => {
    renderWithClient(<CartView />);
    await screen.findByText('秒杀阿莫西林');
    fireEvent.click(screen.getByRole('checkbox', { name: '全选 康源医药' }));
    expect(screen.getByText('已选商品 1 种')).toBeTruthy();
    fireEvent.click(screen.getByRole('checkbox', { name: '全选' }));
    expect(screen.getByText('已选商品 5 种')).toBeTruthy();
    fireEvent.click(screen.getByRole('checkbox', { name: '选择 阶梯布洛芬' }));
    fireEvent.click(screen.getByRole('button', { name: '去结算' }));
    expect(screen.getByLabelText('where').textContent).toBe('/payment?cart_ids=1,3,5,6');
  });

  it('sends a quantity after the pause, and restores it with a warning when refused', async () => {
    const warning = vi.spyOn(toast, 'warning');
    renderWithClient(<CartView />);
    await screen.findByText('秒杀阿莫西林');
    editRefused = true;
    const input = screen.getByRole('spinbutton', { name: '特价感冒灵 的数量' });
    fireEvent.change(input, { target: { value: '7' } });
    expect(server.calls.some(([path]) => path === '/api/cart/edit')).toBe(false);
    await waitFor(() =>
      expect(server.calls.find(([path]) => path === '/api/cart/edit')?.[1]).toMatchObject({
        cart_id: 5,
        num: 7,
      }),
    );
    await waitFor(() => expect(warning).toHaveBeenCalledWith('超出限购数量', 'cart-edit'));
    await waitFor(() => expect((input as HTMLInputElement).value).toBe('2'));
  });

  it('turns an emptied quantity into the minimum on blur', async () => {
    renderWithClient(<CartView />);
    await screen.findByText('秒杀阿莫西林');
    const input = screen.getByRole('spinbutton', { name: '特价感冒灵 的数量' });
    fireEvent.change(input, { target: { value: '' } });
    await act(async () => {
      fireEvent.blur(input);
      await Promise.resolve();
    });
    await waitFor(() =>
      expect(server.calls.find(([path]) => path === '/api/cart/edit')?.[1]).toMatchObject({
        cart_id: 5,
        num: 1,
      }),
    );
  });

  it('shows the empty cart with a way back to shopping', async () => {
    fakeServer({ '/api/cart/goodslists': () => ({ code: 0, data: { data: [], bundling: [] } }) });
    renderWithClient(<CartView />);
    expect(await screen.findByText('购物车空空的，去挑选心仪的商品吧')).toBeTruthy();
    expect(screen.getByRole('link', { name: '去逛逛' }).getAttribute('href')).toBe('/list');
  });
});
