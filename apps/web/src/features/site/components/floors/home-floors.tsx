import type { GoodsCard } from '@shop/contracts/catalogue';
import type { Floor } from '@shop/contracts/site';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '@/components/query-state';
import { useFloors } from '../../api/get-floors';
import { floorNumbers, shownFloors } from '../../lib/floor-layout';
import { AdvFloor } from './adv-floor';
import { CategoryFloor } from './category-floor';
import { GoodsFloor } from './goods-floor';

type HomeFloorsProps = {
  isMember: boolean;
  /** The goods card (catalogue's), passed in because features do not import each other. */
  renderGoods: (goods: GoodsCard) => ReactNode;
};

/** The home page floors from `/api/pc/floors`, in the shop's order. */
export function HomeFloors({ isMember, renderGoods }: HomeFloorsProps) {
  const { t } = useTranslation('home');
  const query = useFloors(isMember);
  // No floors is no empty state: the home page simply ends after its banners.
  return (
    <QueryState
      query={query}
      rows={8}
      isEmpty={() => false}
      errorTitle={t('floors.loadError')}
      style={{ marginTop: 24 }}
    >
      {(data) => <Floors data={data} renderGoods={renderGoods} />}
    </QueryState>
  );
}

function Floors({
  data,
  renderGoods,
}: {
  data: Floor[];
  renderGoods: HomeFloorsProps['renderGoods'];
}) {
  const { t } = useTranslation('home');
  const floors = shownFloors(data);
  const numbers = floorNumbers(floors);
  return (
    <div aria-label={t('floors.label')} role="region">
      {floors.map((floor, i) => {
        const number = numbers[i] ?? 0;
        if (floor.block_type === 'adv') return <AdvFloor key={floor.floor_id} floor={floor} />;
        if (floor.block_type === 'goods')
          return (
            <GoodsFloor
              key={floor.floor_id}
              floor={floor}
              number={number}
              renderGoods={renderGoods}
            />
          );
        return (
          <CategoryFloor
            key={floor.floor_id}
            floor={floor}
            number={number}
            renderGoods={renderGoods}
          />
        );
      })}
    </div>
  );
}
