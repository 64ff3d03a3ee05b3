import { POINT_GOODS_PAGE_SIZE, type PointItemType } from '@shop/contracts/point';
import { Pagination, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { QueryState } from '@/components/query-state';
import { palette } from '@/app/theme';
import { usePointGoods } from '../api/get-point-goods';
import { PointItemCard } from './point-item-card';
import { PointMallHeader } from './point-mall-header';

type Props = {
  type: PointItemType | undefined;
  page: number;
  isMember: boolean;
  onPlaceChange: (next: { type: PointItemType | undefined; page: number }) => void;
};

const TAB_KEYS = { all: undefined, goods: 1, coupon: 2 } as const;
const tabKeyOf = (type: PointItemType | undefined) =>
  type === 1 ? 'goods' : type === 2 ? 'coupon' : 'all';

/** /point: the member's points, tabs 全部 / 商品 / 优惠券 and the items, paged. */
export function PointMallView({ type, page, isMember, onPlaceChange }: Props) {
  const { t } = useTranslation('point');
  const goods = usePointGoods({ type, page, page_size: POINT_GOODS_PAGE_SIZE }, isMember);
  const memberPoint = isMember ? goods.data?.member_point : null;

  return (
    <>
      <PointMallHeader memberPoint={memberPoint} />
      <Tabs
        activeKey={tabKeyOf(type)}
        onChange={(key) => onPlaceChange({ type: TAB_KEYS[key as keyof typeof TAB_KEYS], page: 1 })}
        items={(['all', 'goods', 'coupon'] as const).map((key) => ({
          key,
          label: t(`tabs.${key}`),
        }))}
        style={{ background: palette.white, padding: '0 20px', marginTop: 12 }}
        tabBarStyle={{ marginBottom: 0 }}
      />
      <QueryState
        query={goods}
        rows={10}
        empty={t('empty')}
        style={{ background: palette.white, margin: 0, padding: 64 }}
      >
        {(data) => (
          <div
            style={{
              display: 'grid',
              gridTemplateColumns: 'repeat(4, 1fr)',
              gap: 10,
              marginTop: 10,
            }}
          >
            {data.list.map((item) => (
              <PointItemCard key={item.id} item={item} isMember={isMember} />
            ))}
          </div>
        )}
      </QueryState>
      {goods.data && goods.data.count > POINT_GOODS_PAGE_SIZE && (
        <Pagination
          current={page}
          pageSize={POINT_GOODS_PAGE_SIZE}
          total={goods.data.count}
          showSizeChanger={false}
          onChange={(p) => onPlaceChange({ type, page: p })}
          style={{ marginTop: 20, justifyContent: 'center' }}
        />
      )}
    </>
  );
}
