import type { GoodsBundle } from '@shop/contracts/catalogue';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GoodsBundles } from './goods-bundles';
import { GoodsDetailView } from './goods-detail-view';
import { memberDetail, renderAtSku, visitorDetail } from './test-fixtures';

beforeEach(() => {});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const bundle = (over: Partial<GoodsBundle> = {}): GoodsBundle => ({
  bl_id: 7,
  bl_name: '归脾丸+六味地黄丸 组合装',
  bl_price: '25.50',
  goods_money: '30.00',
  stock: 12,
  goods: [
    { sku_id: 5, sku_name: '归脾丸 9g*10袋', sku_image: '/a.png', price: '10.00', num: 1 },
    { sku_id: 9, sku_name: '六味地黄丸 200丸', sku_image: '/b.png', price: '10.00', num: 2 },
  ],
  ...over,
});

describe('GoodsBundles', () => {
  it('shows each bundle as its goods joined by +, the set price and the saving', () => {
    renderAtSku(<GoodsBundles bundles={[bundle()]} />);
    const section = screen.getByRole('region', { name: '优惠套餐' });
    const row = within(section).getByRole('group', { name: '归脾丸+六味地黄丸 组合装' });
    expect(within(row).getByText('归脾丸 9g*10袋')).toBeTruthy();
    expect(within(row).getByText('六味地黄丸 200丸')).toBeTruthy();
    expect(within(row).getByText('¥10.00 × 1')).toBeTruthy();
    expect(within(row).getByText('¥10.00 × 2')).toBeTruthy();
    expect(within(row).getAllByText('+')).toHaveLength(1);
    expect(row.textContent).toContain('套餐价¥25.50');
    expect(within(row).getByText('省 ¥4.50')).toBeTruthy();
    expect(
      within(row)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toContain('/sku-9');
  });

  it('adds one set of the bundle to the cart by bl_id', async () => {
    const onAddToCart = vi.fn(() => Promise.resolve(true));
    renderAtSku(
      <GoodsBundles
        bundles={[bundle(), bundle({ bl_id: 8, bl_name: '另一套餐' })]}
        onAddToCart={onAddToCart}
      />,
    );
    const row = screen.getByRole('group', { name: '另一套餐' });
    fireEvent.click(within(row).getByRole('button', { name: '购买套餐' }));
    expect(onAddToCart).toHaveBeenCalledWith({ bl_id: 8 }, 1);
    await waitFor(() =>
      expect(within(row).getByRole('button', { name: /购买套餐/ }).className).not.toMatch(
        /ant-btn-loading(\s|$)/,
      ),
    );
  });

  it('leaves out the saving when the set costs as much as its goods', () => {
    renderAtSku(<GoodsBundles bundles={[bundle({ bl_price: '30.00' })]} />);
    expect(screen.queryByText(/^省/)).toBeNull();
  });

  it('shows nothing without bundles', () => {
    const { container } = renderAtSku(<GoodsBundles bundles={[]} />);
    expect(screen.queryByRole('region', { name: '优惠套餐' })).toBeNull();
    renderAtSku(<GoodsBundles bundles={undefined} />);
    expect(screen.queryByRole('region', { name: '优惠套餐' })).toBeNull();
    expect(container.querySelector('section')).toBeNull();
  });

  it('is on the goods page of a member with bundles, and not on a visitor page', () => {
    const onAddToCart = vi.fn(() => Promise.resolve(true));
    renderAtSku(
      <GoodsDetailView
        goods={memberDetail({ bundling_list: [bundle()] })}
        isMember
        onAddToCart={onAddToCart}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: '购买套餐' }));
    expect(onAddToCart).toHaveBeenCalledWith({ bl_id: 7 }, 1);
    cleanup();
    renderAtSku(<GoodsDetailView goods={visitorDetail()} isMember={false} />);
    expect(screen.queryByRole('region', { name: '优惠套餐' })).toBeNull();
  });
});
