import { CheckCircleFilled, StopOutlined } from '@ant-design/icons';
import type { SaleControlGoods } from '@shop/contracts/catalogue';
import { useTranslation } from 'react-i18next';
import { palette, radius } from '@/app/theme';
import { GoodsCard } from '../goods-card';

const BADGE_COLOURS = { allowed: palette.brand, refused: palette.textTertiary } as const;

/**
 * A controlled goods: the shared goods card with the rule's name as a badge on the image and,
 * under it, whether this member may buy it - for refused goods the shop's reason and whether the
 * price is shown.
 */
export function SaleControlGoodsItem({ goods }: { goods: SaleControlGoods }) {
  const { t } = useTranslation('sale-control');
  const allowed = goods.sale_control.is_member_by;
  const colour = allowed ? BADGE_COLOURS.allowed : BADGE_COLOURS.refused;
  return (
    <div style={{ position: 'relative' }}>
      {goods.rule_name && (
        <span
          style={{
            position: 'absolute',
            top: 12,
            left: 12,
            zIndex: 1,
            padding: '0 6px',
            fontSize: 12,
            lineHeight: '20px',
            color: palette.white,
            background: colour,
            borderRadius: radius.sm,
          }}
        >
          {goods.rule_name}
        </span>
      )}
      <GoodsCard
        goods={goods}
        actions={
          allowed ? (
            <div style={{ fontSize: 12, color: palette.successDark, lineHeight: '20px' }}>
              <CheckCircleFilled style={{ marginInlineEnd: 4 }} />
              {t('mayBuy')}
            </div>
          ) : (
            <div
              style={{
                marginTop: 4,
                padding: '6px 8px',
                fontSize: 12,
                lineHeight: '18px',
                background: palette.brandWash,
                border: `1px solid ${palette.brandBorder}`,
              }}
            >
              <div style={{ color: palette.brand }}>
                <StopOutlined style={{ marginInlineEnd: 4 }} />
                {t('reason', { reason: goods.sale_control.not_buy_msg || t('noPermission') })}
              </div>
              <div style={{ color: palette.textMuted }}>
                {goods.sale_control.view_price ? t('priceVisible') : t('priceHidden')}
              </div>
            </div>
          )
        }
      />
    </div>
  );
}
