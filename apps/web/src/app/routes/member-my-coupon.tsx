import type { CouponState } from '@shop/contracts/coupon';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { parsePage } from '@/features/catalogue/lib/brand-initials';
import { MemberCouponPanel } from '@/features/coupon/components/member-coupon-panel';

const stateOf = (value: string | null): CouponState => (value === '2' ? 2 : value === '3' ? 3 : 1);

/**
 * /member/my_coupon (我的优惠券, login required): the tab and page live in `?state=&page=`, so
 * reload and back keep them.
 */
export function MemberMyCouponPage() {
  const [params, setParams] = useSearchParams();
  const go = useCallback(
    (next: { state: CouponState; page: number }) => {
      const query = new URLSearchParams();
      if (next.state !== 1) query.set('state', String(next.state));
      if (next.page > 1) query.set('page', String(next.page));
      setParams(query);
      window.scrollTo({ top: 0 });
    },
    [setParams],
  );
  return (
    <MemberCouponPanel
      state={stateOf(params.get('state'))}
      page={parsePage(params.get('page'))}
      onPlaceChange={go}
    />
  );
}
