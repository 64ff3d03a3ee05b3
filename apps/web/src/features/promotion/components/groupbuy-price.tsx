import type { GoodsCard } from '@shop/contracts/catalogue';
import { useTranslation } from 'react-i18next';
import { palette } from '@/app/theme';
import { Price } from '@/components/price';

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
  if (campaignPrice === undefined && goods.sale_control)
    return (
      <span style={{ color: palette.textMuted, fontSize: 13 }}>
        {goods.sale_control.not_buy_msg || t('noPermission')}
      </span>
    );
  if (campaignPrice === undefined) return <Price value={undefined} size={16} />;
  return <Price value={campaignPrice} original={goods.price} size={size} emphasis />;
}
