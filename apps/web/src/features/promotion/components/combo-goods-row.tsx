import type { BundlingDetail } from '@shop/contracts/promotion';
import { formatYuan } from '@shop/web-kit/money';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FallbackImage } from '@/components/fallback-image';
import { useDefaultImages } from '@/lib/default-images';
import { palette } from '@/app/theme';
import { Price } from '@/components/price';

const IMAGE = 140;

const sign = {
  fontSize: 28,
  color: palette.textFaint,
  alignSelf: 'center',
  padding: '0 4px',
} as const;

/**
 * The bundle's goods side by side joined by "+", then "=" and the set price against the single
 * prices struck through, with the saving (立省). Visitors see "登录可见" instead of prices.
 */
export function ComboGoodsRow({ combo, isMember }: { combo: BundlingDetail; isMember: boolean }) {
  const { t } = useTranslation('combo');
  const fallback = useDefaultImages()?.default_goods_img;
  const priced = combo.bl_price !== undefined;
  return (
    <div style={{ display: 'flex', alignItems: 'stretch', gap: 12, flexWrap: 'wrap' }}>
      {combo.goods.map((g, i) => (
        <Fragment key={g.sku_id}>
          {i > 0 && (
            <span aria-hidden style={sign}>
              +
            </span>
          )}
          <Link
            to={`/sku-${g.sku_id}`}
            aria-label={g.goods_name}
            style={{
              width: IMAGE + 24,
              padding: 12,
              border: `1px solid ${palette.divider}`,
              color: palette.text,
            }}
          >
            <FallbackImage
              src={g.sku_image}
              fallback={fallback}
              alt={g.goods_name}
              width={IMAGE}
              height={IMAGE}
              style={{ objectFit: 'contain', display: 'block' }}
            />
            <div
              title={g.sku_name}
              style={{
                fontSize: 13,
                marginTop: 8,
                height: 36,
                overflow: 'hidden',
                lineHeight: '18px',
              }}
            >
              {g.sku_name || g.goods_name}
            </div>
            <div style={{ fontSize: 12, color: palette.textMuted }}>{g.spec_name}</div>
            <div style={{ fontSize: 13, marginTop: 4 }}>
              {g.price !== undefined ? (
                <span style={{ color: palette.brand }}>{formatYuan(g.price)}</span>
              ) : (
                <span style={{ color: palette.textMuted }}>{t('loginToSee')}</span>
              )}
              <span style={{ color: palette.textSecondary, marginLeft: 6 }}>
                {t('perSet', { num: g.num, unit: g.unit })}
              </span>
            </div>
          </Link>
        </Fragment>
      ))}
      <span aria-hidden style={sign}>
        =
      </span>
      <div
        data-testid="combo-price"
        style={{
          minWidth: 200,
          padding: '16px 20px',
          background: palette.brandWash,
          border: `1px solid ${palette.brandBorder}`,
          display: 'flex',
          flexDirection: 'column',
          justifyContent: 'center',
          gap: 6,
        }}
      >
        <div style={{ fontSize: 13, color: palette.textSecondary }}>{t('setPrice')}</div>
        {priced ? (
          <>
            <div style={{ fontWeight: 700 }}>
              <Price value={combo.bl_price} size={28} emphasis />
            </div>
            {combo.goods_money !== undefined && (
              <div style={{ fontSize: 13, color: palette.textMuted }}>
                {t('goodsMoney')} <s>{formatYuan(combo.goods_money)}</s>
              </div>
            )}
            <div style={{ fontSize: 14, color: palette.brand }}>
              {t('save', { money: combo.save_money })}
            </div>
          </>
        ) : (
          <div style={{ color: palette.textMuted, fontSize: 18 }}>
            {isMember ? t('noPrice') : t('loginToSee')}
          </div>
        )}
      </div>
    </div>
  );
}
