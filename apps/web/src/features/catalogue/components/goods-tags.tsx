import type { GoodsCard } from '@shop/contracts/catalogue';
import { GOODS_TAG_COLORS } from '@shop/contracts/constants';
import { useTranslation } from 'react-i18next';
import { palette, radius } from '@/app/theme';

type GoodsTagsProps = {
  goods: Pick<
    GoodsCard,
    'goods_label' | 'attr_country_code' | 'is_jc' | 'traceability_code' | 'promotion_labels'
  >;
};

const tagStyle = (background: string, color: string = palette.white, border = background) => ({
  display: 'inline-block',
  padding: '0 4px',
  lineHeight: '18px',
  fontSize: 12,
  borderRadius: radius.sm,
  background,
  color,
  border: `1px solid ${border}`,
  whiteSpace: 'nowrap' as const,
});

/**
 * The goods label (its own colours; a system label in the page's language), the goods tags 国家码 / 集采 / 追溯码 in the spec's default
 * colours, and the running promotions' labels. The server sends tags and promotion labels only
 * to members allowed to see the price (spec §6), so a visitor sees the goods label alone.
 */
export function GoodsTags({ goods }: GoodsTagsProps) {
  const { t, i18n } = useTranslation('catalogue');
  const label = goods.goods_label;
  // The system labels (新品, 热销, 医保, 处方药 ...) are interface words; a shop's own is shop data.
  const systemLabel =
    label !== null && i18n.exists(`catalogue:systemLabels.${label.label_name}`)
      ? t(`systemLabels.${label.label_name}`)
      : null;
  return (
    <span style={{ display: 'inline-flex', gap: 4, flexWrap: 'wrap' }}>
      {(goods.promotion_labels ?? []).map((kind) => (
        <span key={kind} style={tagStyle(palette.white, palette.brand, palette.brand)}>
          {t(`promotion.${kind}`)}
        </span>
      ))}
      {label && (
        <span
          data-shop-data={systemLabel === null ? '' : undefined}
          style={tagStyle(label.label_color, label.font_color || palette.white)}
        >
          {systemLabel ?? label.label_name}
        </span>
      )}
      {goods.attr_country_code ? (
        <span style={tagStyle(GOODS_TAG_COLORS.country_code)}>{t('tags.countryCode')}</span>
      ) : null}
      {goods.is_jc ? <span style={tagStyle(GOODS_TAG_COLORS.jc)}>{t('tags.jc')}</span> : null}
      {goods.traceability_code ? (
        <span style={tagStyle(GOODS_TAG_COLORS.trace_code)}>{t('tags.traceCode')}</span>
      ) : null}
    </span>
  );
}
