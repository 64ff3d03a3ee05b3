import type { GoodsCard } from '@shop/contracts/catalogue';
import { useTranslation } from 'react-i18next';
import { palette } from '@/app/theme';

type CampaignFactsProps = {
  goods: GoodsCard;
  goodsMin: number;
  goodsLimit: number;
  bought: number | undefined;
  stockLeft: number | null;
};

const label = { color: palette.textMuted, width: 84, flex: 'none' } as const;

/** The terms and goods facts of a campaign goods page, one per row. */
export function CampaignFacts({
  goods,
  goodsMin,
  goodsLimit,
  bought,
  stockLeft,
}: CampaignFactsProps) {
  const { t } = useTranslation('groupbuy');
  const unit = goods.unit;
  const rows: [string, string][] = [
    [t('facts.minBuy'), t('units', { count: goodsMin, unit })],
    [
      t('facts.limit'),
      goodsLimit > 0 ? t('units', { count: goodsLimit, unit }) : t('facts.noLimit'),
    ],
    ...(bought !== undefined
      ? [[t('facts.bought'), t('units', { count: bought, unit })] as [string, string]]
      : []),
    ...(stockLeft !== null
      ? [[t('facts.stockLeft'), t('units', { count: stockLeft, unit })] as [string, string]]
      : []),
    [t('specs'), goods.attr_specs || goods.sku_name],
    [t('factory'), goods.attr_factory || '-'],
    [t('facts.approval'), goods.approval_number || '-'],
    [t('facts.validity'), goods.attr_validity || '-'],
    [t('facts.shop'), goods.shop_name],
  ];
  return (
    <dl style={{ margin: '12px 0 0', fontSize: 13 }}>
      {rows.map(([name, value]) => (
        <div key={name} style={{ display: 'flex', gap: 12, padding: '5px 16px' }}>
          <dt style={label}>{name}</dt>
          <dd style={{ margin: 0, color: palette.text }}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
