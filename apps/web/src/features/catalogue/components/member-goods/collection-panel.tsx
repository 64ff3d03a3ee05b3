import type { GoodsCollectItem } from '@shop/contracts/catalogue';
import { shopDate } from '@shop/web-kit/shop-time';
import { Button, Pagination, Popconfirm } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '@/components/query-state';
import { useGoodsCollectPage } from '../../api/get-goods-collect-page';
import { useToggleGoodsCollect } from '../../api/toggle-goods-collect';
import { GoodsCard } from '../goods-card';
import {
  CardActions,
  goodsGridStyle,
  MemberGoodsPanel,
  OffSaleVeil,
  GoShopping,
} from './member-goods-panel';

export const COLLECTION_PAGE_SIZE = 20;

function CollectedCard({ item }: { item: GoodsCollectItem }) {
  const { t } = useTranslation('member-goods');
  const toggle = useToggleGoodsCollect();
  return (
    <div style={{ position: 'relative', display: 'flex' }}>
      <GoodsCard
        goods={item}
        actions={
          <CardActions>
            <span>{t('collection.collectedOn', { date: shopDate(item.create_time) })}</span>
            <Popconfirm
              title={t('collection.removeConfirm')}
              okText={t('common.ok')}
              cancelText={t('common.cancel')}
              onConfirm={() =>
                toggle.mutateAsync({
                  goods_id: item.goods_id,
                  sku_id: item.sku_id,
                  collected: true,
                })
              }
            >
              <Button type="link" size="small" danger style={{ padding: 0, fontSize: 12 }}>
                {t('collection.remove')}
              </Button>
            </Popconfirm>
          </CardActions>
        }
      />
      {!item.on_sale && <OffSaleVeil />}
    </div>
  );
}

/** 我的收藏: the member's favourites, newest first, paged, each removable after a confirm. */
export function CollectionPanel({
  page,
  onPageChange,
}: {
  page: number;
  onPageChange: (page: number) => void;
}) {
  const { t } = useTranslation('member-goods');
  const query = useGoodsCollectPage({ page, pageSize: COLLECTION_PAGE_SIZE });
  const data = query.data;
  // The last favourite of a later page was removed: show the page before.
  const emptiedPage = data !== undefined && data.list.length === 0 && page > 1;
  useEffect(() => {
    if (emptiedPage) onPageChange(Math.max(1, data.page_count));
  }, [emptiedPage, data?.page_count, onPageChange]);
  return (
    <MemberGoodsPanel
      title={t('collection.heading')}
      note={data && data.count > 0 ? t('common.total', { count: data.count }) : undefined}
    >
      <QueryState
        query={query}
        rows={8}
        empty={t('collection.empty')}
        emptyExtra={<GoShopping />}
        style={{ padding: '64px 0' }}
      >
        {(loaded) => (
          <>
            <div style={goodsGridStyle}>
              {loaded.list.map((item) => (
                <CollectedCard key={item.collect_id} item={item} />
              ))}
            </div>
            {loaded.count > COLLECTION_PAGE_SIZE && (
              <Pagination
                current={page}
                pageSize={COLLECTION_PAGE_SIZE}
                total={loaded.count}
                showSizeChanger={false}
                onChange={onPageChange}
                style={{ marginTop: 20, justifyContent: 'center' }}
              />
            )}
          </>
        )}
      </QueryState>
    </MemberGoodsPanel>
  );
}
