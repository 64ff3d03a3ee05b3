import { PROMOTION_KINDS, type PromotionKind } from '@shop/contracts/promotion';
import { Tabs } from 'antd';
import { useTranslation } from 'react-i18next';

/** The tab order of the zone: 全部, then 秒杀, 特价, 阶梯, 组合套餐, 换购. */
const TAB_KINDS: PromotionKind[] = ['seckill', 'discount', 'wholesale', 'bundling', 'getfree'];

/** The kind of a `?kind=` query value; anything unknown means all kinds. */
export function parseKind(value: string | null): PromotionKind | undefined {
  return (PROMOTION_KINDS as readonly string[]).includes(value ?? '')
    ? (value as PromotionKind)
    : undefined;
}

type ActivityKindTabsProps = {
  kind: PromotionKind | undefined;
  onChange: (kind: PromotionKind | undefined) => void;
};

/** Tabs per promotion kind. */
export function ActivityKindTabs({ kind, onChange }: ActivityKindTabsProps) {
  const { t } = useTranslation('activity');
  return (
    <Tabs
      activeKey={kind ?? 'all'}
      onChange={(key) => onChange(parseKind(key))}
      items={[
        { key: 'all', label: t('tabs.all') },
        ...TAB_KINDS.map((k) => ({ key: k, label: t(`tabs.${k}`) })),
      ]}
      style={{ background: '#fff', padding: '0 20px', marginTop: 16 }}
    />
  );
}
