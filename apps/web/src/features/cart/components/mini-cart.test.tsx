import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { MessageInstance } from 'antd/es/message/interface';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bindToast } from '@/lib/toast';
import { wholeText } from '@/test/whole-text';
import { skuLine } from '../lib/test-lines';
import { MiniCart } from './mini-cart';
import { fakeServer, logIn, logOut, renderWithClient } from './test-server';

afterEach(() => {
  cleanup();
  logOut();
  vi.unstubAllGlobals();
});

/** The server's totals of the valid lines: `goods` before, `manjian` the full reduction, `pay`. */
const totals = (goods: string, manjian: string, pay: string) => ({
  line_count: 2,
  goods_num: 1,
  goods_money: goods,
  promotion_money: '0.00',
  manjian_money: manjian,
  pay_money: pay,
  lines: [],
  manjian: [],
});

describe('MiniCart', () => {
  it('asks a visitor to log in and never loads the cart', () => {
    const server = fakeServer({});
    renderWithClient(<MiniCart open />, '/sku-5');
    expect(screen.getByText('登录后可查看购物车中的商品')).toBeTruthy();
    expect(screen.getByRole('link', { name: /登\s?录/ }).getAttribute('href')).toBe(
      `/login?redirect=${encodeURIComponent('/sku-5')}`,
    );
    expect(server.calls).toEqual([]);
  });

  it('lists the latest lines with their subtotals, the server’s total after 满减, and deletes a line', async () => {
    logIn();
    const server = fakeServer({
      '/api/cart/goodslists': () => ({
        code: 0,
        data: {
          data: [
            skuLine({ cart_id: 1, sku_name: '甲药', subtotal: '20.00' }),
            skuLine({ cart_id: 2, sku_name: '乙药', price: '5.50', num: 3, subtotal: '16.50' }),
            skuLine({ cart_id: 3, sku_name: '丙药', valid: false, subtotal: '9.00' }),
          ],
          bundling: [],
        },
      }),
      '/api/cart/delete': () => ({ code: 0, data: null }),
      // The shop's 满减: ¥5.00 off the ¥36.50 of the valid lines.
      '/api/Cart/calculate': () => ({ code: 0, data: totals('36.50', '5.00', '31.50') }),
    });
    renderWithClient(<MiniCart open />);
    expect(await screen.findByText('乙药')).toBeTruthy();
    expect(screen.getByText('小计 ¥16.50')).toBeTruthy();
    expect(await screen.findByText(wholeText('¥31.50'))).toBeTruthy();
    expect(screen.getByText('已含满减 -¥5.00')).toBeTruthy();
    expect(screen.queryByText(wholeText('¥36.50'))).toBeNull();
    // the valid lines are priced, the invalid one is not
    expect(server.calls.find(([path]) => path === '/api/Cart/calculate')?.[1].cart_ids).toEqual([
      1, 2,
    ]);
    const input = screen.getByRole('spinbutton', { name: '乙药 的数量' });
    expect(input.getAttribute('aria-valuemax')).toBe('100');
    fireEvent.click(screen.getByRole('button', { name: '删除 甲药' }));
    await waitFor(() =>
      expect(server.calls.find(([path]) => path === '/api/cart/delete')?.[1].cart_id).toBe(1),
    );
  });

  it('shows a mixed-price line by its subtotal, its promotion label and its exchange goods', async () => {
    logIn();
    fakeServer({
      '/api/cart/goodslists': () => ({
        code: 0,
        data: {
          data: [
            // 5 at the seckill price ¥19.00 and 2 at ¥23.80.
            skuLine({
              cart_id: 1,
              sku_name: '秒杀药',
              price: '23.80',
              discount_price: '19.00',
              num: 7,
              promotion_type: 'seckill',
              promotion_label: '限时秒杀',
              subtotal: '142.60',
            }),
            skuLine({
              cart_id: 2,
              sku_name: '换购主药',
              num: 20,
              promotion_type: 'getfree',
              promotion_label: '满额换购',
              subtotal: '212.30',
              get_free_goods: {
                is_ladder: 1,
                getFreeGoods: [
                  {
                    goods_id: 9,
                    goods: {
                      goods_name: '棉签',
                      goods_image: '',
                      sku_id: 90,
                      price: '3.00',
                      unit: '',
                    },
                    num: 3,
                    count: '12.30',
                    price: '4.10',
                    unit: '',
                    ladder_json: [{ mainRang: 20, rang: 3, rangPrice: '4.10', unit: '' }],
                  },
                ],
              },
            }),
          ],
          bundling: [],
        },
      }),
      '/api/Cart/calculate': () => ({ code: 0, data: totals('354.90', '0.00', '354.90') }),
    });
    renderWithClient(<MiniCart open />);
    expect(await screen.findByText('秒杀药')).toBeTruthy();
    expect(screen.getByText('小计 ¥142.60')).toBeTruthy();
    expect(screen.queryByText(/× 7/)).toBeNull();
    expect(screen.getByText('限时秒杀')).toBeTruthy();
    expect(screen.getByText('满额换购')).toBeTruthy();
    expect(screen.getByText('棉签 × 3盒，共 ¥12.30')).toBeTruthy();
    expect(await screen.findByText(wholeText('¥354.90'))).toBeTruthy();
    expect(screen.queryByText(/已含满减/)).toBeNull();
  });

  it('says why a typed quantity above the stock was lowered', async () => {
    logIn();
    const open = vi.fn();
    bindToast({ open } as unknown as MessageInstance);
    fakeServer({
      '/api/cart/goodslists': () => ({
        code: 0,
        data: { data: [skuLine({ cart_id: 1, sku_name: '甲药', stock: 100 })], bundling: [] },
      }),
      '/api/cart/edit': () => ({ code: 0, data: null }),
    });
    renderWithClient(<MiniCart open />);
    const input = await screen.findByRole('spinbutton', { name: '甲药 的数量' });
    fireEvent.change(input, { target: { value: '999' } });
    fireEvent.blur(input);
    await waitFor(() =>
      expect(open).toHaveBeenCalledWith(
        expect.objectContaining({ content: '库存不足，最多可购买100盒' }),
      ),
    );
  });

  it('says the cart is empty', async () => {
    logIn();
    fakeServer({ '/api/cart/goodslists': () => ({ code: 0, data: { data: [], bundling: [] } }) });
    renderWithClient(<MiniCart open />);
    expect(await screen.findByText('购物车中还没有商品，赶紧选购吧！')).toBeTruthy();
  });
});
