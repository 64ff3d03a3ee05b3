import { COUPON_CENTRE_PAGE_SIZE, type CouponType } from '@shop/contracts/coupon';
import { loginPath } from '@shop/web-kit/redirect';
import { Alert, App, Pagination, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { ContentColumn } from '@/components/content-column';
import { QueryState } from '@/components/query-state';
import { parsePage } from '@/features/catalogue/lib/brand-initials';
import { useCouponTypes } from '@/features/coupon/api/get-coupon-types';
import { useReceiveCoupon } from '@/features/coupon/api/receive-coupon';
import { CouponCentreBanner } from '@/features/coupon/components/coupon-centre-banner';
import { CouponCentreCard } from '@/features/coupon/components/coupon-centre-card';
import { CouponGrid } from '@/features/coupon/components/coupon-grid';
import { hasSession } from '@/lib/session';
import { palette } from '@/app/theme';

const siteIdOf = (value: string | null) => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : undefined;
};

/** /coupon 领券中心: the coupons on offer (`?site_id=` for one shop), received with one click. */
export function CouponCentrePage() {
  const { t } = useTranslation('coupon');
  const { message } = App.useApp();
  const navigate = useNavigate();
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  const page = parsePage(params.get('page'));
  const siteId = siteIdOf(params.get('site_id'));
  const isMember = hasSession();
  const types = useCouponTypes(
    { page, page_size: COUPON_CENTRE_PAGE_SIZE, site_id: siteId },
    isMember,
  );
  const receive = useReceiveCoupon();

  const go = (next: { page?: number; siteId?: number | undefined }) => {
    const query = new URLSearchParams();
    if (next.siteId) query.set('site_id', String(next.siteId));
    if ((next.page ?? 1) > 1) query.set('page', String(next.page));
    setParams(query);
  };

  const onReceive = (coupon: CouponType) => {
    if (!isMember) {
      void navigate(loginPath(location.pathname + location.search));
      return;
    }
    receive.mutate(
      { coupon_type_id: coupon.coupon_type_id },
      {
        onSuccess: (got) => void message.success(t('centre.success', { name: got.coupon_name })),
        onError: (error) => void message.error(error.message),
      },
    );
  };

  const shopName = siteId ? types.data?.list[0]?.shop_name : undefined;
  return (
    <>
      <CouponCentreBanner />
      <ContentColumn style={{ paddingBottom: 32 }}>
        <div
          style={{
            display: 'flex',
            alignItems: 'center',
            gap: 12,
            background: palette.white,
            padding: '12px 20px',
            margin: '16px 0',
            borderTop: `2px solid ${palette.brand}`,
          }}
        >
          <strong style={{ fontSize: 16 }}>{t('centre.heading')}</strong>
          {types.data && (
            <span style={{ color: palette.textMuted }}>
              {t('centre.count', { count: types.data.count })}
            </span>
          )}
          {siteId && (
            <Tag closable onClose={() => go({})} color="red">
              {t('centre.onlyShop', { name: shopName ?? siteId })}
            </Tag>
          )}
          <Link to="/member/my_coupon" style={{ marginLeft: 'auto' }}>
            {t('centre.mine')}
          </Link>
        </div>
        {!isMember && (
          <Alert
            type="warning"
            showIcon
            title={
              <Link to={loginPath(location.pathname + location.search)}>
                {t('centre.loginToReceive')}
              </Link>
            }
            style={{ marginBottom: 16 }}
          />
        )}
        <QueryState
          query={types}
          rows={8}
          errorTitle={t('loadError')}
          empty={t('centre.empty')}
          style={{ background: palette.white, padding: 64 }}
        >
          {(data) => (
            <CouponGrid>
              {data.list.map((c) => (
                <CouponCentreCard
                  key={c.coupon_type_id}
                  coupon={c}
                  receiving={
                    receive.isPending && receive.variables.coupon_type_id === c.coupon_type_id
                  }
                  onReceive={onReceive}
                />
              ))}
            </CouponGrid>
          )}
        </QueryState>
        {types.data && types.data.count > COUPON_CENTRE_PAGE_SIZE && (
          <Pagination
            current={page}
            pageSize={COUPON_CENTRE_PAGE_SIZE}
            total={types.data.count}
            showSizeChanger={false}
            onChange={(p) => go({ page: p, siteId })}
            style={{ marginTop: 20, justifyContent: 'center' }}
          />
        )}
      </ContentColumn>
    </>
  );
}
