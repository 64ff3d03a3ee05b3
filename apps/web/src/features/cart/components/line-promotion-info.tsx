import type { CartLine } from '@shop/contracts/cart';
import { unitOf } from '@shop/contracts/pricing';
import { formatYuan } from '@shop/web-kit/money';
import { useTranslation } from 'react-i18next';
import { palette } from '@/app/theme';
import { limitPresentation, PROMOTION_TAG_COLOURS, reachedTier } from '../lib/line-promotion';
import { ExchangeGoods } from './exchange-goods';

const HINT = { fontSize: 12, color: palette.textMuted, lineHeight: '20px' } as const;

/**
 * What a line's promotion means for this buyer, by kind (spec §4/§5): seckill and discount their
 * limit ("限购 N" or "无上限"), minimum and the below-minimum message; wholesale its tiers with the
 * reached one highlighted; exchange its exchange goods and ladder.
 */
export function LinePromotionInfo({ line }: { line: CartLine }) {
  switch (line.promotion_type) {
    case 'seckill':
    case 'discount':
      return (
        <>
          <LimitInfo line={line} />
          <PartlyDiscounted line={line} />
        </>
      );
    case 'wholesale':
      return (
        <>
          <TierInfo line={line} />
          <PartlyDiscounted line={line} />
        </>
      );
    case 'getfree':
      return line.get_free_goods ? <ExchangeGoods line={line} /> : null;
    default:
      return <LimitUsed line={line} />;
  }
}

/** A seckill or discount whose per-buyer limit earlier orders used up: the line is at full price. */
function LimitUsed({ line }: { line: CartLine }) {
  const { t } = useTranslation('cart');
  if (line.buyer_limit <= 0 || line.buyer_bought < line.buyer_limit) return null;
  return (
    <div role="note" style={{ ...HINT, color: palette.orange }}>
      {t('promotion.limitUsed', { count: line.buyer_limit, unit: unitOf(line.unit, 'general') })}
    </div>
  );
}

/**
 * spec §4/§5: beyond goods_limit (or a tier's limit_num, or off the num_multiple) the excess is at
 * the original price: say how many units get the promotional price.
 */
function PartlyDiscounted({ line }: { line: CartLine }) {
  const { t } = useTranslation('cart');
  if (line.discount_num <= 0 || line.discount_num >= line.num) return null;
  const unit = unitOf(line.unit, line.promotion_type === 'wholesale' ? 'tiered' : 'general');
  return (
    <div role="note" style={{ ...HINT, color: palette.orange }}>
      {t('promotion.discountNum', { count: line.discount_num, unit })}
    </div>
  );
}

function LimitInfo({ line }: { line: CartLine }) {
  const { t } = useTranslation('cart');
  const info = limitPresentation(line);
  return (
    <div style={HINT}>
      <span>
        {info.limit === null
          ? t('promotion.noLimit')
          : t('promotion.limit', { count: info.limit, unit: info.unit })}
      </span>
      {line.buyer_bought > 0 && (
        <span style={{ marginLeft: 10 }}>
          {t('promotion.bought', { count: line.buyer_bought, unit: info.unit })}
        </span>
      )}
      {info.min !== null && (
        <span style={{ marginLeft: 10 }}>
          {t('promotion.min', { count: info.min, unit: info.unit })}
        </span>
      )}
      {info.multiple !== null && (
        <span style={{ marginLeft: 10 }}>
          {t('promotion.multiple', { count: info.multiple, unit: info.unit })}
        </span>
      )}
      {info.belowMin !== null && (
        <div role="note" style={{ color: palette.orange }}>
          {t('promotion.belowMin', { count: info.belowMin })}
        </div>
      )}
    </div>
  );
}

function TierInfo({ line }: { line: CartLine }) {
  const { t } = useTranslation('cart');
  if (line.price_json.length === 0) return null;
  const unit = unitOf(line.unit, 'tiered');
  const reached = reachedTier(line.price_json, line.num);
  const colour = PROMOTION_TAG_COLOURS.wholesale;
  return (
    <div style={HINT}>
      <ul
        aria-label={t('promotion.tiers')}
        style={{ display: 'flex', flexWrap: 'wrap', gap: 6, margin: 0, padding: 0 }}
      >
        {line.price_json.map((tier, index) => {
          const on = index === reached;
          return (
            <li
              key={tier.num}
              aria-current={on ? 'true' : undefined}
              style={{
                listStyle: 'none',
                padding: '0 6px',
                border: `1px solid ${on ? colour : palette.borderLight}`,
                background: on ? palette.blueWash : palette.fillLight,
                color: on ? colour : palette.textSecondary,
                fontWeight: on ? 600 : 400,
              }}
            >
              {t('promotion.tierFrom', { count: tier.num, unit })} {formatYuan(tier.price)}
              {tier.limit_num > 0 && (
                <span style={{ marginLeft: 4, fontWeight: 400 }}>
                  ({t('promotion.tierLimit', { count: tier.limit_num, unit })})
                </span>
              )}
              {on && <span style={{ marginLeft: 4 }}>✓ {t('promotion.tierReached')}</span>}
            </li>
          );
        })}
      </ul>
      {reached < 0 && <div style={{ color: palette.orange }}>{t('promotion.tierNone')}</div>}
    </div>
  );
}
