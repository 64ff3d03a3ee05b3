import type { GoodsSkuDetail } from '@shop/contracts/catalogue';
import { ApiError } from '@shop/web-kit/api';
import { Button, Result } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ContentColumn } from '@/components/content-column';
import { QueryState } from '@/components/query-state';
import { hasSession } from '@/lib/session';
import { useGoodsSkuDetail } from '../../api/get-goods-sku-detail';
import { useGoodsViewRecord } from '../../hooks/use-goods-view-record';
import type { AddToCart } from './add-to-cart';
import { GoodsDetailSkeleton } from './goods-detail-skeleton';
import { GoodsDetailView } from './goods-detail-view';

/**
 * The goods page of one SKU: loads it, shows a skeleton meanwhile, "商品不存在或已下架" when the
 * server refuses the id, a retry on network failure, and records the view once per goods.
 */
export function GoodsDetail({
  skuId,
  onAddToCart,
  contact,
}: {
  skuId: number;
  /** The page's cart call for 加入购物车 (a SKU) and 购买套餐 (a bundle). */
  onAddToCart?: AddToCart;
  /** The page's 联系客服 entry for the goods (chat is another feature). */
  contact?: (goods: GoodsSkuDetail) => ReactNode;
}) {
  const { t } = useTranslation('goods-detail');
  const isMember = hasSession();
  const query = useGoodsSkuDetail(skuId, isMember);
  useGoodsViewRecord(query.data && !query.isPlaceholderData ? query.data : undefined);

  // The server refused the id: the goods is gone, which no retry changes.
  if (!query.data && query.error instanceof ApiError && !query.error.network)
    return (
      <ContentColumn>
        <Result
          status="404"
          title={t('state.notFound')}
          subTitle={t('state.notFoundHint')}
          extra={
            <>
              <Link to="/list">
                <Button type="primary">{t('state.toList')}</Button>
              </Link>
              <Link to="/index" style={{ marginLeft: 8 }}>
                <Button>{t('state.home')}</Button>
              </Link>
            </>
          }
        />
      </ContentColumn>
    );
  return (
    <QueryState
      query={query}
      placeholder={
        <ContentColumn>
          <GoodsDetailSkeleton />
        </ContentColumn>
      }
      errorTitle={t('state.error')}
    >
      {(goods) => (
        <GoodsDetailView
          goods={goods}
          isMember={isMember}
          onAddToCart={onAddToCart}
          contact={contact}
        />
      )}
    </QueryState>
  );
}
