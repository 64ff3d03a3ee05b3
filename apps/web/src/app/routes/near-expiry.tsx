import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ContentColumn } from '@/components/content-column';
import { QueryState } from '@/components/query-state';
import { ZoneGrid, ZonePager } from '@/components/zone-grid';
import { useAddToCartAction } from '@/features/cart/hooks/use-add-to-cart-action';
import { useNearExpiryPage } from '@/features/catalogue/api/get-near-expiry-page';
import { NearExpiryCard } from '@/features/catalogue/components/near-expiry/near-expiry-card';
import { parsePage } from '@/features/catalogue/lib/brand-initials';
import { CampaignBand } from '@/features/promotion/components/groupbuy-banner';
import { hasSession } from '@/lib/session';
import { palette } from '@/app/theme';

/** Five cards a row, four rows a page. */
const PAGE_SIZE = 20;

/**
 * /near-expiry: the near-expiry zone 近效期专区 (ADR 0029), earliest expiry first, paged
 * (`?page=`); the heading says the shop's window, an empty zone says whether the shop turned it off.
 */
export function NearExpiryZonePage() {
  const { t } = useTranslation('near-expiry');
  const [params, setParams] = useSearchParams();
  const page = parsePage(params.get('page'));
  const isMember = hasSession();
  const zone = useNearExpiryPage({ page, page_size: PAGE_SIZE }, isMember);
  const addToCart = useAddToCartAction();
  const months = zone.data?.window_months;

  return (
    <>
      <CampaignBand
        title={t('heading')}
        subtitle={months ? t('window', { count: months }) : t('subheading')}
      />
      <ContentColumn style={{ paddingBottom: 32 }}>
        {!isMember && (
          <Alert
            type="warning"
            showIcon
            title={<Link to="/login?redirect=%2Fnear-expiry">{t('loginForPrice')}</Link>}
            style={{ marginTop: 12 }}
          />
        )}
        <QueryState
          query={zone}
          rows={8}
          errorTitle={t('loadError')}
          empty={months === 0 ? t('off') : t('empty')}
          style={{ background: palette.white, padding: 64, marginTop: 16 }}
        >
          {(data) => (
            <ZoneGrid count={t('count', { count: data.count })}>
              {data.list.map((goods) => (
                <NearExpiryCard
                  key={goods.sku_id}
                  goods={goods}
                  isMember={isMember}
                  onAddToCart={addToCart}
                />
              ))}
            </ZoneGrid>
          )}
        </QueryState>
        <ZonePager
          page={page}
          pageSize={PAGE_SIZE}
          total={zone.data?.count}
          onChange={(p) => setParams(p > 1 ? { page: String(p) } : {})}
        />
      </ContentColumn>
    </>
  );
}
