import { Alert, Result, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ContentColumn } from '@/components/content-column';
import { useGoodsPreview } from '@/features/catalogue/api/get-goods-preview';
import { GoodsDetailView } from '@/features/catalogue/components/goods-detail/goods-detail-view';
import { shopDateTime } from '@shop/web-kit/shop-time';

/**
 * `/goods-preview?ticket=` (issue 25): the goods page as a chosen member sees it, opened from the
 * console's editor. Read-only: the page is inert (no cart, no buying, no favourites) and calls
 * nothing as a member; the server answers only the console session that asked for the link.
 */
export function GoodsPreviewPage() {
  const { t } = useTranslation('goods-detail');
  const ticket = useSearchParams()[0].get('ticket') ?? '';
  const query = useGoodsPreview(ticket);
  if (query.isPending && query.fetchStatus !== 'idle')
    return <Skeleton active paragraph={{ rows: 10 }} />;
  if (!query.data)
    return (
      <ContentColumn>
        <Result status="warning" title={t('preview.expired')} subTitle={query.error?.message} />
      </ContentColumn>
    );
  const { goods_sku_detail: goods, member_name: member, expires_at: until } = query.data;
  return (
    <>
      <ContentColumn style={{ paddingTop: 12 }}>
        <Alert
          type="info"
          showIcon
          title={t('preview.banner', { member, time: shopDateTime(until) })}
        />
      </ContentColumn>
      <div inert>
        <GoodsDetailView goods={goods} isMember={false} />
      </div>
    </>
  );
}
