import type { GoodsPromotionInfo, GoodsSkuDetail } from '@shop/contracts/catalogue';
import { shopDateTime } from '@shop/web-kit/shop-time';
import { formatYuan } from '@shop/web-kit/money';
import { Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { palette, radius } from '@/app/theme';
import { Price } from '@/components/price';
import { priceDisplay } from '../../lib/price-display';
import { GoodsPrice } from '../goods-price';

type GoodsPricePanelProps = {
  goods: Pick<
    GoodsSkuDetail,
    | 'price'
    | 'member_price'
    | 'market_price'
    | 'sale_control'
    | 'unit'
    | 'promotion_info'
    | 'sale_num'
    | 'evaluate_num'
  >;
};

/**
 * Width of the row labels (价格, 规格, 库存...): four Chinese characters spread evenly as the
 * Chinese malls do; English labels ("Specification") need more room and are left-aligned.
 */
export function useRowLabelWidth(): number {
  const { i18n } = useTranslation();
  return i18n.language === 'en-US' ? 88 : 48;
}

export function PanelRow({ label, children }: { label: string; children: ReactNode }) {
  const width = useRowLabelWidth();
  const chinese = width === 48;
  return (
    <div style={{ display: 'flex', alignItems: 'flex-start' }}>
      <span
        style={{
          width,
          flex: 'none',
          color: palette.textMuted,
          fontSize: 12,
          lineHeight: '28px',
          textAlign: chinese ? 'justify' : 'left',
          textAlignLast: chinese ? 'justify' : 'left',
          marginRight: 16,
        }}
      >
        {label}
      </span>
      <div style={{ flex: 1, minWidth: 0, lineHeight: '28px' }}>{children}</div>
    </div>
  );
}

/**
 * The grey price panel of the goods page (spec §6): "登录可见" for a visitor, the sale-control
 * message for a member who may not see the price, else the price, the member price when lower
 * and the running promotion with its terms (起购, 限购, tiers, end time).
 */
export function GoodsPricePanel({ goods }: GoodsPricePanelProps) {
  const { t } = useTranslation('goods-detail');
  const visible = priceDisplay(goods).kind === 'price';
  const promotion = visible ? goods.promotion_info : null;
  return (
    <section
      aria-label={t('price.label')}
      style={{ background: palette.fill, padding: '10px 12px', display: 'grid', gap: 4 }}
    >
      <PanelRow label={t('price.label')}>
        <div style={{ display: 'flex', justifyContent: 'space-between', gap: 12 }}>
          <GoodsPrice goods={goods} size="large" />
          <span style={{ fontSize: 12, color: palette.textMuted, whiteSpace: 'nowrap' }}>
            {t('price.sales')} <b style={{ color: palette.brand }}>{goods.sale_num}</b>
            <span style={{ margin: '0 8px', color: palette.border }}>|</span>
            {t('price.evaluations')} <b style={{ color: palette.blueDark }}>{goods.evaluate_num}</b>
          </span>
        </div>
      </PanelRow>
      {promotion && (
        <PanelRow label={t('price.promotion')}>
          <PromotionTerms promotion={promotion} unit={goods.unit} />
        </PanelRow>
      )}
    </section>
  );
}

const tagStyle = {
  display: 'inline-block',
  padding: '0 6px',
  lineHeight: '18px',
  fontSize: 12,
  color: palette.brand,
  border: `1px solid ${palette.brand}`,
  borderRadius: radius.sm,
  marginRight: 8,
};

function PromotionTerms({ promotion, unit }: { promotion: GoodsPromotionInfo; unit: string }) {
  const { t } = useTranslation('goods-detail');
  const { t: tc } = useTranslation('catalogue');
  const terms: string[] = [];
  if (promotion.goods_min > 1)
    terms.push(
      // spec §5: below goods_min the promotion gives no discount
      t('price.min', { count: promotion.goods_min, unit }) +
        t('price.belowMin', { count: promotion.goods_min, unit }),
    );
  if (promotion.goods_limit > 0)
    terms.push(t('price.limit', { count: promotion.goods_limit, unit }));
  if (promotion.num_multiple > 1)
    terms.push(t('price.multiple', { count: promotion.num_multiple, unit }));
  return (
    <div data-testid="promotion-terms" style={{ fontSize: 12, color: palette.textSecondary }}>
      <div>
        <span style={tagStyle}>{tc(`promotion.${promotion.kind}`)}</span>
        {promotion.promotion_price !== null && (
          <span style={{ marginRight: 12 }}>
            {t(`price.promotionPrice.${promotion.kind}`)}
            <b style={{ marginLeft: 4 }}>
              <Price value={promotion.promotion_price} size={18} emphasis />
            </b>
          </span>
        )}
        <span style={{ color: palette.text, marginRight: 12 }}>{promotion.name}</span>
        {promotion.end_time > 0 && (
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {t('price.endsAt', { time: shopDateTime(promotion.end_time) })}
          </Typography.Text>
        )}
      </div>
      {terms.length > 0 && <div>{terms.join('，')}</div>}
      {promotion.price_json.length > 0 && (
        <table
          aria-label={t('price.promotionPrice.wholesale')}
          style={{ borderCollapse: 'collapse', marginTop: 4, background: palette.white }}
        >
          <tbody>
            <tr>
              <th style={cellStyle}>{t('price.tierQty')}</th>
              {promotion.price_json.map((tier) => (
                <td key={tier.num} style={cellStyle}>
                  {t('price.tierFrom', { count: tier.num, unit })}
                  {tier.limit_num > 0 && t('price.tierLimit', { count: tier.limit_num, unit })}
                </td>
              ))}
            </tr>
            <tr>
              <th style={cellStyle}>{t('price.tierPrice')}</th>
              {promotion.price_json.map((tier) => (
                <td key={tier.num} style={{ ...cellStyle, color: palette.brand, fontWeight: 600 }}>
                  {formatYuan(tier.price)}
                </td>
              ))}
            </tr>
          </tbody>
        </table>
      )}
      {promotion.ladder_json.map((step) => (
        <div key={step.mainRang}>
          {t('price.ladder', {
            main: step.mainRang,
            count: step.rang,
            price: step.rangPrice,
            unit,
          })}
        </div>
      ))}
    </div>
  );
}

const cellStyle = {
  border: `1px solid ${palette.divider}`,
  padding: '2px 10px',
  lineHeight: '22px',
  fontWeight: 'normal',
  textAlign: 'center' as const,
};
