import type { GoodsCard } from '@shop/contracts/catalogue';
import type { CategoryFloor as CategoryFloorData } from '@shop/contracts/site';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { palette, radius } from '@/app/theme';
import { floorListUrl } from '../../lib/floor-layout';
import { FloorFrame } from './floor-frame';
import { FLOOR_BODY_HEIGHT, FloorGrid } from './floor-grid';
import { WhenNear } from './when-near';

type CategoryFloorProps = {
  floor: CategoryFloorData;
  number: number;
  renderGoods: (goods: GoodsCard) => ReactNode;
};

/** A category floor: the category's children as links in a coloured panel, and its best sellers. */
export function CategoryFloor({ floor, number, renderGoods }: CategoryFloorProps) {
  const { t } = useTranslation('home');
  const side = (
    <nav
      aria-label={floor.category.category_name}
      data-shop-label
      style={{
        height: '100%',
        boxSizing: 'border-box',
        background: `linear-gradient(180deg, ${floor.color} 0%, ${floor.color}D9 100%)`,
        color: palette.white,
        padding: '28px 18px',
        display: 'flex',
        flexDirection: 'column',
        gap: 18,
      }}
    >
      <Link
        to={floorListUrl(floor.category)}
        style={{ color: palette.white, fontSize: 26, fontWeight: 700, letterSpacing: 2 }}
      >
        <span data-shop-data>{floor.category.category_name}</span>
      </Link>
      <span style={{ fontSize: 13, opacity: 0.85 }}>{t('floors.hot')}</span>
      <ul
        style={{
          listStyle: 'none',
          margin: 0,
          padding: 0,
          display: 'grid',
          gridTemplateColumns: '1fr 1fr',
          gap: 10,
        }}
      >
        {floor.child_list.map((c) => (
          <li key={c.category_id}>
            <Link
              to={floorListUrl(c)}
              title={c.category_name}
              style={{
                display: 'block',
                background: palette.white,
                color: palette.text,
                fontSize: 13,
                lineHeight: '32px',
                textAlign: 'center',
                borderRadius: radius.pill,
                whiteSpace: 'nowrap',
                overflow: 'hidden',
                textOverflow: 'ellipsis',
                padding: '0 6px',
              }}
            >
              <span data-shop-data>{c.category_name}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
  return (
    <FloorFrame
      floorId={floor.floor_id}
      number={number}
      title={floor.title}
      color={floor.color}
      moreTo={floorListUrl(floor.category)}
      links={floor.child_list.slice(0, 6).map((c) => (
        <Link key={c.category_id} to={floorListUrl(c)} style={{ color: palette.textSecondary }}>
          <span data-shop-data>{c.category_name}</span>
        </Link>
      ))}
    >
      <WhenNear minHeight={FLOOR_BODY_HEIGHT}>
        <FloorGrid side={side}>
          {floor.goods_list.slice(0, 8).map((g) => (
            <div key={g.sku_id}>{renderGoods(g)}</div>
          ))}
        </FloorGrid>
      </WhenNear>
    </FloorFrame>
  );
}
