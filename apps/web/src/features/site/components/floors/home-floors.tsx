import type { GoodsCard } from '@shop/contracts/catalogue';
import { Button, Result, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
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
  const { data, isPending, isError, refetch } = useFloors(isMember);
  if (isPending) return <Skeleton active paragraph={{ rows: 8 }} style={{ marginTop: 24 }} />;
  if (isError)
    return (
      <Result
        status="warning"
        title={t('floors.loadError')}
        extra={<Button onClick={() => void refetch()}>{t('floors.retry')}</Button>}
      />
    );
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
