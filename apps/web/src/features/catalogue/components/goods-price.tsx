import type { GoodsCard } from '@shop/contracts/catalogue';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { palette } from '@/app/theme';
import { priceDisplay } from '../lib/price-display';

type GoodsPriceProps = {
  goods: Pick<GoodsCard, 'price' | 'member_price' | 'market_price' | 'sale_control' | 'unit'>;
  /** Large on the goods detail page, compact on cards. */
  size?: 'default' | 'large';
};

/**
 * The price area of a goods as spec §6 says: "登录可见" (a link to log in and come back) for a
 * visitor, the sale-control message for goods the member may not see, else the price with the
 * member price when lower and the market price struck through.
 */
export function GoodsPrice({ goods, size = 'default' }: GoodsPriceProps) {
  const { t } = useTranslation('catalogue');
  const location = useLocation();
  const display = priceDisplay(goods);
  const fontSize = size === 'large' ? 24 : 16;

  if (display.kind === 'login') {
    const redirect = encodeURIComponent(`${location.pathname}${location.search}`);
    return (
      <Link
        to={`/login?redirect=${redirect}`}
        style={{ color: palette.brand, fontSize: fontSize - 2 }}
      >
        {t('goods.loginVisible')}
      </Link>
    );
  }
  if (display.kind === 'blocked')
    return (
      <span style={{ color: palette.textMuted, fontSize: fontSize - 2 }}>
        {display.message ?? t('goods.noPermission')}
      </span>
    );
  const shown = display.memberPrice ?? display.price;
  return (
    <span style={{ display: 'inline-flex', alignItems: 'baseline', gap: 8, flexWrap: 'wrap' }}>
      <span style={{ color: palette.brand, fontSize, fontWeight: 600 }}>
        <span style={{ fontSize: fontSize * 0.7 }}>¥</span>
        {shown}
      </span>
      {display.memberPrice !== null && (
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {t('goods.memberPrice')} · <del>¥{display.price}</del>
        </Typography.Text>
      )}
      {display.memberPrice === null && display.marketPrice !== null && (
        <Typography.Text type="secondary" delete style={{ fontSize: 12 }}>
          ¥{display.marketPrice}
        </Typography.Text>
      )}
    </span>
  );
}
