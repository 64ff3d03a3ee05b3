import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GoodsNearExpiryBox } from './goods-near-expiry-box';
import { memberDetail, renderAtSku, visitorDetail } from './test-fixtures';

afterEach(cleanup);

describe('GoodsNearExpiryBox (ADR 0029)', () => {
  it('offers the near-expiry stock at the zone price as a line of its own', () => {
    const onAddToCart = vi.fn(() => Promise.resolve(true));
    renderAtSku(
      <GoodsNearExpiryBox
        goods={memberDetail({ price: '20.00' })}
        offer={{ expiry_date: '2027-02-28', stock: 12, price: '14.00' }}
        isMember
        onAddToCart={onAddToCart}
      />,
    );
    const box = screen.getByRole('region', { name: '近效期特惠' });
    expect(box.textContent).toContain('效期至 2027-02-28');
    expect(box.textContent).toContain('¥14.00');
    expect(box.textContent).toContain('剩余 12盒');
    expect(screen.getByRole('link', { name: '进入近效期专区' }).getAttribute('href')).toBe(
      '/near-expiry',
    );
    fireEvent.click(screen.getByRole('button', { name: '加入采购单' }));
    expect(onAddToCart).toHaveBeenCalledWith({ sku_id: 5, near_expiry: 1 }, 1);
  });

  it('shows 登录可见 to a visitor', () => {
    renderAtSku(
      <GoodsNearExpiryBox
        goods={visitorDetail()}
        offer={{ expiry_date: '2027-02-28', stock: 12 }}
        isMember={false}
      />,
    );
    expect(screen.getByText('登录可见')).toBeTruthy();
  });
});
