import type { GoodsCard } from '@shop/contracts/catalogue';
import type { GoodsFloor as GoodsFloorData } from '@shop/contracts/site';
import type { ReactNode } from 'react';
import { TargetLink } from '@/components/target-link';
import { isRouteAvailable } from '@/lib/available-routes';
import { resolveLink } from '@/lib/link-target';
import { floorListUrl } from '../../lib/floor-layout';
import { FloorFrame } from './floor-frame';
import { FLOOR_BODY_HEIGHT, FloorGrid } from './floor-grid';
import { WhenNear } from './when-near';

type GoodsFloorProps = {
  floor: GoodsFloorData;
  number: number;
  renderGoods: (goods: GoodsCard) => ReactNode;
};

/** A goods floor: the side banner and up to eight hand-picked goods (two rows of four). */
export function GoodsFloor({ floor, number, renderGoods }: GoodsFloorProps) {
  const { banner } = floor;
  const side = banner ? (
    <TargetLink
      target={resolveLink(banner.url, isRouteAvailable)}
      style={{ display: 'block', height: '100%', background: floor.color }}
    >
      <img
        src={banner.image}
        alt={banner.title || floor.title}
        width={230}
        height={775}
        loading="lazy"
        decoding="async"
        style={{ display: 'block', width: '100%', height: '100%', objectFit: 'cover' }}
      />
    </TargetLink>
  ) : (
    <div style={{ height: '100%', background: floor.color }} />
  );
  return (
    <FloorFrame
      floorId={floor.floor_id}
      number={number}
      title={floor.title}
      color={floor.color}
      moreTo={floor.more ? floorListUrl(floor.more) : undefined}
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
