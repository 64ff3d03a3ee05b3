import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { MessageInstance } from 'antd/es/message/interface';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLang } from '@/lib/i18n';
import { bindToast } from '@/lib/toast';
import { GoodsBuyBox } from './goods-buy-box';
import { memberDetail, renderAtSku, visitorDetail } from './test-fixtures';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const where = () => screen.getByLabelText('where').textContent;
const quantity = () => screen.getByRole('spinbutton', { name: '购买数量' });

describe('GoodsBuyBox', () => {
  it('counts stock and limits in the unit of the page’s language', async () => {
    await changeLang('en-US');
    try {
      const { unmount } = renderAtSku(
        <GoodsBuyBox goods={memberDetail({ stock: 1358, min_buy: 10 })} isMember />,
      );
      expect(document.body.textContent).toContain('1358 boxes in stock');
      expect(document.body.textContent).toContain('Minimum 10 boxes');
      // in the stock, the minimum and beside the quantity, none of them shop data
      expect(screen.getAllByText('boxes')).toHaveLength(3);
      for (const unit of screen.getAllByText('boxes'))
        expect(unit.closest('[data-shop-data]')).toBeNull();
      unmount();
      renderAtSku(<GoodsBuyBox goods={memberDetail({ stock: 1, unit: '箱' })} isMember />);
      // a unit the interface does not name stays the shop's word
      for (const unit of screen.getAllByText('箱'))
        expect(unit.closest('[data-shop-data]')).not.toBeNull();
    } finally {
      await changeLang('zh-CN');
    }
  });

  it('sends a visitor to log in and back when buying', () => {
    renderAtSku(<GoodsBuyBox goods={visitorDetail()} isMember={false} />);
    fireEvent.click(screen.getByRole('button', { name: '立即购买' }));
    expect(where()).toBe(`PUSH /login?redirect=${encodeURIComponent('/sku-5')}`);
  });

  it('adds the settled quantity to the cart, and buy now opens checkout with sku and num', async () => {
    const onAddToCart = vi.fn(() => Promise.resolve(true));
    renderAtSku(
      <GoodsBuyBox
        goods={memberDetail({ min_buy: 10, stock: 95 })}
        isMember
        onAddToCart={onAddToCart}
      />,
    );
    const add = screen.getByRole('button', { name: '加入购物车' });
    expect(add.hasAttribute('disabled')).toBe(false);
    fireEvent.change(quantity(), { target: { value: '37' } });
    fireEvent.click(add);
    expect(onAddToCart).toHaveBeenCalledWith({ sku_id: 5 }, 30);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /加入购物车/ }).className).not.toMatch(
        /ant-btn-loading(\s|$)/,
      ),
    );
    fireEvent.click(screen.getByRole('button', { name: '立即购买' }));
    expect(where()).toBe('PUSH /payment?sku_id=5&num=30');
  });

  it('sends a visitor adding to the cart to log in, without calling the cart', () => {
    const onAddToCart = vi.fn(() => Promise.resolve(true));
    renderAtSku(<GoodsBuyBox goods={visitorDetail()} isMember={false} onAddToCart={onAddToCart} />);
    fireEvent.click(screen.getByRole('button', { name: '加入购物车' }));
    expect(onAddToCart).not.toHaveBeenCalled();
    expect(where()).toBe(`PUSH /login?redirect=${encodeURIComponent('/sku-5')}`);
  });

  it('disables buying with not_buy_msg when the member may not buy the goods', () => {
    renderAtSku(
      <GoodsBuyBox
        goods={memberDetail({
          sale_control: { is_member_by: false, view_price: false, not_buy_msg: '仅限医疗机构采购' },
        })}
        isMember
      />,
    );
    const button = screen.getByRole('button', { name: '仅限医疗机构采购' });
    expect(button.hasAttribute('disabled')).toBe(true);
    expect(screen.queryByRole('button', { name: '立即购买' })).toBeNull();
    expect(screen.queryByRole('button', { name: '加入购物车' })).toBeNull();
    expect(quantity().hasAttribute('disabled')).toBe(true);
  });

  it('falls back to "暂无权限-" when the shop wrote no message', () => {
    renderAtSku(
      <GoodsBuyBox
        goods={memberDetail({
          sale_control: { is_member_by: false, view_price: true, not_buy_msg: '' },
        })}
        isMember
      />,
    );
    expect(screen.getByRole('button', { name: '暂无权限-' }).hasAttribute('disabled')).toBe(true);
  });

  it('shows the stock and min_buy, and the quantity follows min_buy steps up to the stock', () => {
    renderAtSku(<GoodsBuyBox goods={memberDetail({ min_buy: 10, stock: 95 })} isMember />);
    const stock = screen.getByText(/^库存 95/).textContent;
    expect(stock).toContain('库存 95 盒');
    expect(stock).toContain('10盒起购');
    const input = quantity();
    expect(input.getAttribute('aria-valuemin')).toBe('10');
    expect(input.getAttribute('aria-valuemax')).toBe('90');
    expect((input as HTMLInputElement).value).toBe('10');
    fireEvent.change(input, { target: { value: '37' } });
    fireEvent.blur(input);
    expect((quantity() as HTMLInputElement).value).toBe('30');
    fireEvent.change(quantity(), { target: { value: '' } });
    fireEvent.blur(quantity());
    expect((quantity() as HTMLInputElement).value).toBe('10');
  });

  it('says why a typed quantity changed: the stock, the minimum, the step', () => {
    const open = vi.fn();
    bindToast({ open } as unknown as MessageInstance);
    renderAtSku(<GoodsBuyBox goods={memberDetail({ min_buy: 10, stock: 95 })} isMember />);
    const said = () => open.mock.calls.map(([toast]) => (toast as { content: string }).content);
    fireEvent.change(quantity(), { target: { value: '999' } });
    fireEvent.blur(quantity());
    expect((quantity() as HTMLInputElement).value).toBe('90');
    fireEvent.change(quantity(), { target: { value: '3' } });
    fireEvent.blur(quantity());
    fireEvent.change(quantity(), { target: { value: '37' } });
    fireEvent.blur(quantity());
    fireEvent.change(quantity(), { target: { value: '40' } });
    fireEvent.blur(quantity());
    expect(said()).toEqual(['库存不足，最多可购买90盒', '最少购买10盒', '请按10盒的倍数购买']);
  });

  it('shows 缺货 and a disabled button when the stock is below the minimum', () => {
    renderAtSku(<GoodsBuyBox goods={memberDetail({ stock: 0 })} isMember />);
    expect(screen.getByText('缺货')).toBeTruthy();
    expect(screen.getByRole('button', { name: '暂时缺货' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('link', { name: '缺货登记' }).getAttribute('href')).toBe(
      '/member/out_of_stock',
    );
  });

  it('switches SKU by replacing the URL with the other /sku-{id}', () => {
    renderAtSku(<GoodsBuyBox goods={memberDetail()} isMember />);
    const current = screen.getByRole('button', { name: '9g*10袋/盒' });
    expect(current.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(current);
    expect(where()).toBe('POP /sku-5');
    fireEvent.click(screen.getByRole('button', { name: '9g*12袋/盒' }));
    expect(where()).toBe('REPLACE /sku-6');
  });
});
