import { GROUPBUY_DEFAULT_PAGE_SIZE } from '@shop/contracts/promotion';
import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ContentColumn } from '@/components/content-column';
import { QueryState } from '@/components/query-state';
import { ZoneGrid, ZonePager } from '@/components/zone-grid';
import { parsePage } from '@/features/catalogue/lib/brand-initials';
import { useGroupbuyPage } from '@/features/promotion/api/get-groupbuy-page';
import { CampaignBand } from '@/features/promotion/components/groupbuy-banner';
import { GroupbuyCard } from '@/features/promotion/components/groupbuy-card';
import { hasSession } from '@/lib/session';
import { palette } from '@/app/theme';

/** /promotion/groupbuy: the group-buy zone 团购专区, running group buys first, paged (`?page=`). */
export function GroupbuyZonePage() {
  const { t } = useTranslation('groupbuy');
  const [params, setParams] = useSearchParams();
  const page = parsePage(params.get('page'));
  const isMember = hasSession();
  const zone = useGroupbuyPage({ page, page_size: GROUPBUY_DEFAULT_PAGE_SIZE }, isMember);

  return (
    <>
      <CampaignBand title={t('heading')} subtitle={t('subheading')} />
      <ContentColumn style={{ paddingBottom: 32 }}>
        {!isMember && (
          <Alert
            type="warning"
            showIcon
            title={<Link to="/login?redirect=%2Fpromotion%2Fgroupbuy">{t('loginForPrice')}</Link>}
            style={{ marginTop: 12 }}
          />
        )}
        <QueryState
          query={zone}
          rows={8}
          errorTitle={t('loadError')}
          empty={t('empty')}
          style={{ background: palette.white, padding: 64, marginTop: 16 }}
        >
          {(data) => (
            <ZoneGrid count={t('count', { count: data.count })}>
              {data.list.map((item) => (
                <GroupbuyCard key={item.groupbuy_id} item={item} />
              ))}
            </ZoneGrid>
          )}
        </QueryState>
        <ZonePager
          page={page}
          pageSize={GROUPBUY_DEFAULT_PAGE_SIZE}
          total={zone.data?.count}
          onChange={(p) => setParams(p > 1 ? { page: String(p) } : {})}
        />
      </ContentColumn>
    </>
  );
}
