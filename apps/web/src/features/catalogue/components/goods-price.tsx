import type { GoodsCard } from '@shop/contracts/catalogue';
import { useTranslation } from 'react-i18next';
import { palette } from '@/app/theme';
import { Price } from '@/components/price';
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
  const { t: tl } = useTranslation('licence');
  const display = priceDisplay(goods);
  const fontSize = size === 'large' ? 24 : 16;

  if (display.kind === 'login') return <Price value={undefined} size={fontSize} />;
  if (display.kind === 'blocked' && display.licence)
    return (
      <span style={{ color: palette.warning, fontSize: fontSize - 2 }}>
        {tl(`short.${display.licence.reason}`, { scope: display.licence.scope_name })}
      </span>
    );
  if (display.kind === 'blocked')
    return (
      <span
        data-shop-data={display.message === null ? undefined : true}
        style={{ color: palette.textMuted, fontSize: fontSize - 2 }}
      >
        {display.message ?? t('goods.noPermission')}
      </span>
    );
  return display.memberPrice !== null ? (
    <Price value={display.memberPrice} original={display.price} member size={fontSize} emphasis />
  ) : (
    <Price value={display.price} original={display.marketPrice} size={fontSize} emphasis />
  );
}
