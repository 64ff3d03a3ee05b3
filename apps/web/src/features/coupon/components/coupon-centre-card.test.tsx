import type { CouponType } from '@shop/contracts/coupon';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '@/lib/i18n';
import { CouponCentreCard } from './coupon-centre-card';

beforeEach(() => {});
afterEach(cleanup);

const coupon: CouponType = {
  coupon_type_id: 7,
  coupon_name: '满300减20',
  site_id: 3,
  shop_name: '康源医药自营',
  type: 'reward',
  money: '20.00',
  discount: 10,
  discount_limit: '0.00',
  at_least: '300.00',
  goods_type: 1,
  scope_names: [],
  scope_count: 0,
  validity_type: 1,
  fixed_term: 15,
  start_time: null,
  end_time: null,
  count: 200,
  lead_count: 58,
  remaining: 142,
  taken_percent: 29,
  max_fetch: 2,
  all_taken: false,
};

function renderCard(value: CouponType, onReceive = vi.fn()) {
  render(
    <MemoryRouter>
      <CouponCentreCard coupon={value} receiving={false} onReceive={onReceive} />
    </MemoryRouter>,
  );
  return onReceive;
}

describe('CouponCentreCard', () => {
  it('shows the value, threshold, validity and share taken, and receives on click', () => {
    const onReceive = renderCard(coupon);
    expect(screen.getByText('20')).toBeTruthy();
    expect(screen.getByText('满300元可用')).toBeTruthy();
    expect(screen.getByText('领取后15天内有效')).toBeTruthy();
    expect(screen.getByText('已抢29%')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '立即领取' }));
    expect(onReceive).toHaveBeenCalledWith(coupon);
  });

  it('offers one more while under the per-member limit', () => {
    renderCard({ ...coupon, held: 1, can_receive: true });
    expect(screen.getByRole('button', { name: '再领一张' })).toBeTruthy();
  });

  it('shows 已领取(n/max) and a way to use it once the limit is reached', () => {
    renderCard({ ...coupon, held: 2, can_receive: false });
    expect(screen.getByRole('button', { name: '已领取(2/2)' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('link', { name: '去使用' }).getAttribute('href')).toBe(
      '/list?site_id=3',
    );
  });

  it('greys out an all-taken coupon', () => {
    renderCard({
      ...coupon,
      remaining: 0,
      taken_percent: 100,
      all_taken: true,
      held: 0,
      can_receive: false,
    });
    expect(screen.getByRole('button', { name: '已抢光' }).hasAttribute('disabled')).toBe(true);
  });
});
