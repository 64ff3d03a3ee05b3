import { ANY_PROMOTION_KINDS, type AnyPromotionKind } from '@shop/contracts/promotion';
import { Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { palette } from '@/app/theme';

/** The tab order of the zone: 全部, the zones with pages of their own, then the cart kinds, 满减. */
export const ACTIVITY_TAB_KINDS: AnyPromotionKind[] = [
  'seckill',
  'groupbuy',
  'topic',
  'discount',
  'wholesale',
  'bundling',
  'getfree',
  'manjian',
];

/** The kind of a `?kind=` query value; anything unknown means all kinds. */
export function parseKind(value: string | null): AnyPromotionKind | undefined {
  return (ANY_PROMOTION_KINDS as readonly string[]).includes(value ?? '')
    ? (value as AnyPromotionKind)
    : undefined;
}

type ActivityKindTabsProps = {
  kind: AnyPromotionKind | undefined;
  onChange: (kind: AnyPromotionKind | undefined) => void;
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
        ...ACTIVITY_TAB_KINDS.map((k) => ({ key: k, label: t(`tabs.${k}`) })),
      ]}
      style={{ background: palette.white, padding: '0 20px', marginTop: 16 }}
    />
  );
}
