import { ShopOutlined } from '@ant-design/icons';
import type { ConfirmShop, DeliveryType } from '@shop/contracts/order';
import { formatYuan } from '@shop/web-kit/money';
import { Input, Radio, Select, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { ManjianProgressText } from '@/components/manjian-text';
import { palette } from '@/app/theme';
import { Price } from '@/components/price';
import { couponTexts } from './checkout-lines';
import { GoodsTable } from './goods-table';
import { PickupStorePicker } from './pickup-store-picker';

export const BUYER_MESSAGE_MAX = 200;

type Props = {
  shop: ConfirmShop;
  deliveryType: DeliveryType;
  /** The pickup store chosen (门店自提), or the one the confirmation is priced with. */
  storeId: number | null;
  couponId: number;
  message: string;
  onDeliveryType: (type: DeliveryType) => void;
  onStore: (storeId: number) => void;
  onCoupon: (couponId: number) => void;
  onMessage: (message: string) => void;
  /** While a recalculation runs, the priced choices wait. */
  busy: boolean;
};

/**
 * One shop's order: its goods, delivery type, full reduction (满减) reached, coupon, buyer
 * message and shop total.
 */
export function ShopBlock(props: Props) {
  const { shop, deliveryType, storeId, couponId, message, busy } = props;
  const { t } = useTranslation('checkout');
  const { token } = theme.useToken();
  const labelStyle = { width: 100, flex: 'none', color: token.colorTextSecondary } as const;
  const row = { display: 'flex', alignItems: 'center', gap: 8, padding: '10px 16px' } as const;
  const usable = shop.coupons.filter((c) => c.usable);
  const unusable = shop.coupons.filter((c) => !c.usable);
  const couponOption = (coupon: (typeof shop.coupons)[number]) => {
    const { rule, note } = couponTexts(coupon);
    return {
      value: coupon.coupon_id,
      disabled: !coupon.usable,
      label: (
        <span>
          {coupon.coupon_name} · {t(rule[0], rule[1])}
          <span style={{ marginLeft: 8, color: coupon.usable ? palette.brand : undefined }}>
            {t(note[0], note[1])}
          </span>
        </span>
      ),
    };
  };

  return (
    <section
      aria-label={shop.shop_name}
      style={{ border: `1px solid ${token.colorBorderSecondary}`, marginBottom: 16 }}
    >
      <div style={{ padding: '10px 16px', fontWeight: 600 }}>
        <ShopOutlined style={{ marginRight: 6, color: token.colorPrimary }} />
        {shop.shop_name}
      </div>
      <GoodsTable lines={shop.lines} />
      <div
        style={{
          borderTop: `1px solid ${token.colorBorderSecondary}`,
          background: palette.fillLight,
        }}
      >
        <div style={row}>
          <span style={labelStyle}>{t('shop.delivery')}</span>
          <Radio.Group
            aria-label={t('shop.delivery')}
            value={deliveryType}
            disabled={busy}
            onChange={(event) => props.onDeliveryType(event.target.value as DeliveryType)}
            options={shop.delivery_types.map((type) => ({
              value: type,
              label: t(`deliveryTypes.${type}`),
            }))}
          />
        </div>
        {deliveryType === 'store' && (
          <div style={{ ...row, alignItems: 'flex-start' }}>
            <span style={{ ...labelStyle, paddingTop: 12 }}>{t('shop.pickupStore')}</span>
            <div style={{ flex: 1, maxWidth: 820 }}>
              <PickupStorePicker
                siteId={shop.site_id}
                value={storeId}
                onChange={props.onStore}
                disabled={busy}
              />
            </div>
          </div>
        )}
        {shop.manjian && (
          <div style={row}>
            <span style={labelStyle}>{t('shop.manjian')}</span>
            <ManjianProgressText progress={shop.manjian} />
          </div>
        )}
        <div style={row}>
          <span style={labelStyle}>{t('shop.coupon')}</span>
          <Select<number>
            aria-label={t('shop.coupon')}
            style={{ width: 420 }}
            value={couponId}
            disabled={busy || shop.coupons.length === 0}
            onChange={props.onCoupon}
            options={[
              {
                value: 0,
                label: shop.coupons.length === 0 ? t('coupon.noneAvailable') : t('coupon.none'),
              },
              ...(usable.length > 0
                ? [{ label: t('coupon.usable'), options: usable.map(couponOption) }]
                : []),
              ...(unusable.length > 0
                ? [{ label: t('coupon.unusableGroup'), options: unusable.map(couponOption) }]
                : []),
            ]}
          />
          {shop.coupon_id > 0 && (
            <span style={{ color: palette.brand }}>{formatYuan(shop.coupon_money, '-')}</span>
          )}
        </div>
        <div style={{ ...row, alignItems: 'flex-start' }}>
          <span style={{ ...labelStyle, paddingTop: 5 }}>{t('shop.message')}</span>
          <Input.TextArea
            aria-label={t('shop.message')}
            value={message}
            onChange={(event) => props.onMessage(event.target.value)}
            maxLength={BUYER_MESSAGE_MAX}
            showCount
            autoSize={{ minRows: 1, maxRows: 3 }}
            placeholder={t('shop.messagePlaceholder')}
            style={{ width: 600 }}
          />
        </div>
        <div
          style={{
            ...row,
            justifyContent: 'flex-end',
            gap: 16,
            borderTop: `1px dashed ${token.colorBorderSecondary}`,
          }}
        >
          <span style={{ color: token.colorTextSecondary }}>
            {t('shop.goodsCount', { count: shop.goods_num })}
          </span>
          {shop.delivery_money !== '0.00' && (
            <span style={{ color: token.colorTextSecondary }}>
              {t('summary.deliveryMoney')} {formatYuan(shop.delivery_money)}
            </span>
          )}
          <span>
            {t('shop.shopTotal')}
            <Price value={shop.order_money} size={16} emphasis />
          </span>
        </div>
      </div>
    </section>
  );
}
