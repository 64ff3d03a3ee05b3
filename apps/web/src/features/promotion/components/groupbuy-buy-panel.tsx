import type { GoodsCard } from '@shop/contracts/catalogue';
import { CART_NUM_MAX } from '@shop/contracts/cart';
import type { CampaignStatus } from '@shop/contracts/promotion';
import { Button, InputNumber, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { palette } from '@/app/theme';
import { useNow } from '../hooks/use-now';
import { campaignBuyState, campaignQuantity, liveStatus } from '../lib/groupbuy-campaign';
import { CampaignCountdown } from './groupbuy-countdown';
import { CampaignPrice } from './groupbuy-price';
import { CampaignFacts } from './groupbuy-facts';

export type CampaignBuyPanelProps = {
  /** Which campaign's words to use: 团购价 or 专题价. */
  kind: 'groupbuy' | 'topic';
  campaign: { name: string; status: CampaignStatus; start_time: number; end_time: number };
  price: string | undefined;
  goods: GoodsCard;
  goodsMin: number;
  goodsLimit: number;
  bought: number | undefined;
  stockLeft: number | null;
  /** The campaign's payment page for `num` units. */
  buyHref: (num: number) => string;
};

/**
 * The buy side of a campaign goods page: the price strip with the countdown, the terms, the
 * quantity (from the minimum) and 立即购买, or why the goods cannot be bought at the campaign price
 * now (not started, ended, limit reached), with the way to the goods at its normal price.
 */
export function CampaignBuyPanel(props: CampaignBuyPanelProps) {
  const { kind, campaign, price, goods, goodsMin, goodsLimit, bought, stockLeft } = props;
  const { t } = useTranslation('groupbuy');
  const navigate = useNavigate();
  const location = useLocation();
  const status = liveStatus(campaign, useNow());
  const stock = Math.min(goods.stock, stockLeft ?? goods.stock);
  const bounds = campaignQuantity(goodsMin, goods.stock, CART_NUM_MAX);
  const [num, setNum] = useState(bounds?.min ?? goodsMin);

  const state = campaignBuyState({
    saleControl: goods.sale_control,
    status,
    goodsMin,
    goodsLimit,
    bought,
    stockLeft,
    stock: goods.stock,
  });
  const loginHref = `/login?redirect=${encodeURIComponent(`${location.pathname}${location.search}`)}`;

  let action;
  if (state === 'login')
    action = (
      <Link to={loginHref}>
        <Button type="primary" danger size="large">
          {t('loginToBuy')}
        </Button>
      </Link>
    );
  else if (state === 'no_permission')
    action = (
      <Button size="large" disabled>
        {goods.sale_control?.not_buy_msg || t('noPermission')}
      </Button>
    );
  else if (state !== 'running' || !bounds)
    action = (
      <Space>
        <Button size="large" disabled>
          {t(`blocked.${state === 'running' ? 'stock' : state}`)}
        </Button>
        <Link to={`/sku-${goods.sku_id}`}>
          <Button size="large">{t('buyAtNormalPrice')}</Button>
        </Link>
      </Space>
    );
  else
    action = (
      <Button
        type="primary"
        danger
        size="large"
        style={{ minWidth: 160 }}
        onClick={() => void navigate(props.buyHref(num))}
      >
        {t('buyNow')}
      </Button>
    );

  return (
    <div style={{ flex: 1, minWidth: 0 }}>
      <h1 style={{ margin: 0, fontSize: 20, fontWeight: 700 }}>{goods.goods_name}</h1>
      <p style={{ margin: '6px 0 12px', color: palette.brand, fontSize: 13 }}>{goods.sku_name}</p>
      <div
        style={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          background: `linear-gradient(90deg, ${palette.brand} 0%, ${palette.coral} 100%)`,
          color: palette.white,
          padding: '10px 16px',
        }}
      >
        <strong style={{ fontSize: 16 }}>
          {t(`strip.${kind}`)} · {campaign.name}
        </strong>
        <CampaignCountdown campaign={campaign} tone="light" />
      </div>
      <div style={{ background: palette.brandWash, padding: '12px 16px' }}>
        <span style={{ color: palette.textMuted, marginRight: 16 }}>{t(`priceLabel.${kind}`)}</span>
        <CampaignPrice campaignPrice={price} goods={goods} size={28} />
      </div>
      <CampaignFacts
        goods={goods}
        goodsMin={goodsMin}
        goodsLimit={goodsLimit}
        bought={bought}
        stockLeft={stockLeft}
      />
      {bounds && state === 'running' && (
        <div style={{ display: 'flex', alignItems: 'center', gap: 12, margin: '8px 0 16px' }}>
          <span style={{ color: palette.textMuted, width: 84 }}>{t('quantity')}</span>
          <InputNumber
            aria-label={t('quantity')}
            min={bounds.min}
            max={bounds.max}
            precision={0}
            value={num}
            onChange={(v) => setNum(Math.min(bounds.max, Math.max(bounds.min, v ?? bounds.min)))}
          />
          <span style={{ color: palette.textMuted, fontSize: 12 }}>
            {goods.unit} · {t('stock', { count: stock, unit: goods.unit })}
          </span>
        </div>
      )}
      <div style={{ marginTop: 12 }}>{action}</div>
    </div>
  );
}
