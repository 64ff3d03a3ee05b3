import { ACTIVITY_DEFAULT_PAGE_SIZE } from '@shop/contracts/promotion';
import { Alert, Pagination } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ContentColumn } from '@/components/content-column';
import { QueryState } from '@/components/query-state';
import { GoodsCard } from '@/features/catalogue/components/goods-card';
import { parsePage } from '@/features/catalogue/lib/brand-initials';
import { useActivity } from '@/features/promotion/api/get-activity';
import { ActivityBanner } from '@/features/promotion/components/activity-banner';
import { ActivityEntries } from '@/features/promotion/components/activity-entries';
import { ActivityGoodsAction } from '@/features/promotion/components/activity-goods-action';
import { ActivityKindTabs, parseKind } from '@/features/promotion/components/activity-kind-tabs';
import { ActivitySection } from '@/features/promotion/components/activity-section';
import { hasSession } from '@/lib/session';
import { palette } from '@/app/theme';

/**
 * /activity: the entrance to every running zone (seckill, group buy, topics, bundles, full
 * reductions, coupons, points), then the running promotions (tabs per kind `?kind=`) with their goods.
 */
export function ActivityPage() {
  const { t } = useTranslation('activity');
  const [params, setParams] = useSearchParams();
  const kind = parseKind(params.get('kind'));
  const page = parsePage(params.get('page'));
  const isMember = hasSession();
  const activity = useActivity({ kind, page, page_size: ACTIVITY_DEFAULT_PAGE_SIZE }, isMember);

  const go = (next: { kind?: string | undefined; page?: number }) => {
    const query = new URLSearchParams();
    if (next.kind) query.set('kind', next.kind);
    if ((next.page ?? 1) > 1) query.set('page', String(next.page));
    setParams(query);
  };

  return (
    <>
      <ActivityBanner />
      <ContentColumn style={{ paddingBottom: 32 }}>
        <ActivityEntries />
        <ActivityKindTabs kind={kind} onChange={(k) => go({ kind: k })} />
        {!isMember && (
          <Alert
            type="warning"
            showIcon
            title={<Link to="/login?redirect=%2Factivity">{t('loginForPrice')}</Link>}
            style={{ marginTop: 12 }}
          />
        )}
        <QueryState
          query={activity}
          rows={8}
          errorTitle={t('loadError')}
          empty={t('empty')}
          style={{ background: palette.white, padding: 64, margin: '16px 0 0' }}
        >
          {(data) =>
            data.list.map((a) => (
              <ActivitySection key={a.promotion_id} activity={a}>
                {a.goods_list.map((g) => (
                  <GoodsCard
                    key={g.sku_id}
                    goods={g}
                    actions={<ActivityGoodsAction activity={a} goodsId={g.goods_id} />}
                  />
                ))}
              </ActivitySection>
            ))
          }
        </QueryState>
        {activity.data && activity.data.count > ACTIVITY_DEFAULT_PAGE_SIZE && (
          <Pagination
            current={page}
            pageSize={ACTIVITY_DEFAULT_PAGE_SIZE}
            total={activity.data.count}
            showSizeChanger={false}
            onChange={(p) => go({ kind, page: p })}
            style={{ marginTop: 20, justifyContent: 'center' }}
          />
        )}
      </ContentColumn>
    </>
  );
}
