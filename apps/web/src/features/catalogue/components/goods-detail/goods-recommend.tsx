import type { GoodsCard } from '@shop/contracts/catalogue';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { QueryState } from '@/components/query-state';
import { palette } from '@/app/theme';
import { useGoodsRecommend } from '../../api/get-goods-recommend';
import { goodsDetailPath } from '../../lib/goods-paths';
import { GoodsImageLink } from '../goods-image-link';
import { GoodsPrice } from '../goods-price';

const IMAGE = 150;
const PAGE_SIZE = 5;

/** Best sellers of the same category, a narrow column beside the tabs. */
export function GoodsRecommend({ skuId, isMember }: { skuId: number; isMember: boolean }) {
  const { t } = useTranslation('goods-detail');
  const recommend = useGoodsRecommend({ sku_id: skuId, page: 1, page_size: PAGE_SIZE }, isMember);
  return (
    <section aria-label={t('recommend.title')} style={{ border: `1px solid ${palette.divider}` }}>
      <h2
        style={{
          margin: 0,
          padding: '0 12px',
          lineHeight: '38px',
          fontSize: 14,
          background: palette.fill,
          borderBottom: `1px solid ${palette.divider}`,
        }}
      >
        {t('recommend.title')}
      </h2>
      <QueryState query={recommend} empty={t('recommend.empty')} style={{ padding: 12 }}>
        {(data) => (
          <ul style={{ listStyle: 'none', margin: 0, padding: '0 12px' }}>
            {data.list.map((goods) => (
              <RecommendItem key={goods.sku_id} goods={goods} />
            ))}
          </ul>
        )}
      </QueryState>
    </section>
  );
}

/** A compact card: image, price area and name, built from the same pieces as `GoodsCard`. */
function RecommendItem({ goods }: { goods: GoodsCard }) {
  const href = goodsDetailPath(goods.sku_id);
  return (
    <li
      style={{
        padding: '12px 0',
        borderBottom: `1px dashed ${palette.divider}`,
        textAlign: 'center',
      }}
    >
      <GoodsImageLink goods={goods} size={IMAGE} />
      <div style={{ minHeight: 24 }}>
        <GoodsPrice goods={goods} />
      </div>
      <Link to={href} title={goods.goods_name} data-shop-data style={{ color: palette.text }}>
        <Typography.Paragraph ellipsis={{ rows: 2 }} style={{ margin: 0, fontSize: 12 }}>
          {goods.goods_name}
        </Typography.Paragraph>
      </Link>
    </li>
  );
}
