import type { GoodsCard } from '@shop/contracts/catalogue';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { palette } from '@/app/theme';

type CampaignPriceProps = {
  /** The group or topic price; absent when the viewer may not see prices (spec §6). */
  campaignPrice: string | undefined;
  goods: Pick<GoodsCard, 'price' | 'sale_control'>;
  size?: number;
};

/**
 * The price of a campaign goods (group buy or topic) with the normal price struck through; for a
 * visitor "登录可见" linking to the login and back, for goods the member may not buy the shop's
 * message.
 */
export function CampaignPrice({ campaignPrice, goods, size = 20 }: CampaignPriceProps) {
  const { t } = useTranslation('groupbuy');
  const location = useLocation();
  if (campaignPrice === undefined) {
    if (goods.sale_control)
      return (
        <span style={{ color: palette.textMuted, fontSize: 13 }}>
          {goods.sale_control.not_buy_msg || t('noPermission')}
        </span>
      );
    const redirect = encodeURIComponent(`${location.pathname}${location.search}`);
    return (
      <Link to={`/login?redirect=${redirect}`} style={{ color: palette.brand, fontSize: 14 }}>
        {t('loginVisible')}
      </Link>
    );
  }
  return (
    <span style={{ display: 'inline-flex', alignItems: 'baseline', gap: 6 }}>
      <span style={{ color: palette.brand, fontWeight: 700, fontSize: size }}>
        <span style={{ fontSize: size * 0.65 }}>¥</span>
        {campaignPrice}
      </span>
      {goods.price !== undefined && goods.price !== campaignPrice && (
        <del style={{ color: palette.textMuted, fontSize: 12 }} aria-label={t('originalPrice')}>
          ¥{goods.price}
        </del>
      )}
    </span>
  );
}
