import { MEMBER_COUPON_PAGE_SIZE, type CouponState } from '@shop/contracts/coupon';
import { Button, Pagination, Tabs } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { QueryState } from '@/components/query-state';
import { palette } from '@/app/theme';
import { useMemberCoupons } from '../api/get-member-coupons';
import { CouponGrid } from './coupon-grid';
import { MemberCouponCard } from './member-coupon-card';

const TABS: { state: CouponState; key: 'unused' | 'used' | 'expired' }[] = [
  { state: 1, key: 'unused' },
  { state: 2, key: 'used' },
  { state: 3, key: 'expired' },
];

type MemberCouponPanelProps = {
  state: CouponState;
  page: number;
  onPlaceChange: (next: { state: CouponState; page: number }) => void;
};

/** 我的优惠券: tabs 未使用/已使用/已过期 with counts, the coupons of the tab, paging. */
export function MemberCouponPanel({ state, page, onPlaceChange }: MemberCouponPanelProps) {
  const { t } = useTranslation('coupon');
  const navigate = useNavigate();
  const coupons = useMemberCoupons({ state, page, page_size: MEMBER_COUPON_PAGE_SIZE });
  const counts = coupons.data?.state_count;
  // Read once: whether an unused coupon has started only decides a button's text.
  const [now] = useState(() => Date.now());
  return (
    <section
      style={{ background: palette.white, borderTop: `2px solid ${palette.brand}`, minHeight: 480 }}
    >
      <header
        style={{
          display: 'flex',
          alignItems: 'center',
          padding: '12px 16px 0',
          minHeight: 44,
        }}
      >
        <h1 style={{ margin: 0, fontSize: 18, fontWeight: 600 }}>{t('titles.mine')}</h1>
        <Link to="/coupon" style={{ marginLeft: 'auto' }}>
          {t('mine.toCentre')}
        </Link>
      </header>
      <Tabs
        activeKey={String(state)}
        onChange={(key) => onPlaceChange({ state: Number(key) as CouponState, page: 1 })}
        items={TABS.map((tab) => ({
          key: String(tab.state),
          label: counts
            ? t(`mine.tabCount.${tab.key}`, { count: counts[tab.key] })
            : t(`mine.tab.${tab.key}`),
        }))}
        style={{ padding: '0 16px' }}
      />
      <div style={{ padding: '0 16px 16px' }}>
        <QueryState
          query={coupons}
          errorTitle={t('loadError')}
          empty={t(`mine.empty.${TABS[state - 1]!.key}`)}
          emptyExtra={
            <Button type="primary" danger onClick={() => void navigate('/coupon')}>
              {t('mine.toCentre')}
            </Button>
          }
          style={{ padding: 48 }}
        >
          {(data) => (
            <CouponGrid columns={2}>
              {data.list.map((c) => (
                <MemberCouponCard key={c.coupon_id} coupon={c} now={now} />
              ))}
            </CouponGrid>
          )}
        </QueryState>
        {coupons.data && coupons.data.count > MEMBER_COUPON_PAGE_SIZE && (
          <Pagination
            current={page}
            pageSize={MEMBER_COUPON_PAGE_SIZE}
            total={coupons.data.count}
            showSizeChanger={false}
            onChange={(p) => onPlaceChange({ state, page: p })}
            style={{ marginTop: 20, justifyContent: 'center' }}
          />
        )}
      </div>
    </section>
  );
}
