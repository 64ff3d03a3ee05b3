import type { GoodsCard as GoodsCardData } from '@shop/contracts/catalogue';
import { Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { palette } from '@/app/theme';
import { GOODS_CARD_WIDTH, GoodsCard } from '../goods-card';

export const GRID_COLUMNS = 5;
/** Five cards and four gaps fill the 1210 px column exactly. */
const GAP = 15;

const gridStyle = {
  display: 'grid',
  gridTemplateColumns: `repeat(${GRID_COLUMNS}, ${GOODS_CARD_WIDTH}px)`,
  gap: GAP,
} as const;

/** The goods of one page, five a row. */
export function GoodsGrid({ goods }: { goods: GoodsCardData[] }) {
  const { t } = useTranslation('goods-list');
  return (
    <div role="list" aria-label={t('results')} style={gridStyle}>
      {goods.map((item) => (
        <div role="listitem" key={item.sku_id}>
          <GoodsCard goods={item} />
        </div>
      ))}
    </div>
  );
}

/** Card-shaped placeholders while the first page loads. */
export function GoodsGridSkeleton({ count = 10 }: { count?: number }) {
  return (
    <div style={gridStyle}>
      {Array.from({ length: count }, (_, i) => (
        <div
          key={i}
          style={{
            width: GOODS_CARD_WIDTH,
            boxSizing: 'border-box',
            background: palette.white,
            padding: 12,
            height: 360,
          }}
        >
          <Skeleton.Node
            active
            style={{ width: GOODS_CARD_WIDTH - 24, height: GOODS_CARD_WIDTH - 24 }}
          />
          <Skeleton active title={false} paragraph={{ rows: 4 }} style={{ marginTop: 12 }} />
        </div>
      ))}
    </div>
  );
}
