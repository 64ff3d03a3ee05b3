import type { GoodsBundle } from '@shop/contracts/catalogue';
import { fenToYuan, yuanToFen } from '@shop/contracts/money';
import { Button } from 'antd';
import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { palette } from '@/app/theme';
import { Price } from '@/components/price';
import { goodsDetailPath } from '../../lib/goods-paths';
import { GoodsImageLink } from '../goods-image-link';
import type { AddToCart } from './add-to-cart';

const IMAGE = 80;
/** The combo page of a bundle (spec §2 /promotion/combo-{id}). */
const comboPagePath = (blId: number) => `/promotion/combo-${blId}`;

/**
 * "优惠套餐" like JD's 优惠套装: each bundle holding this goods as its goods joined by "+", then the
 * set price, the saving against buying them alone, and "购买套餐" adding one set to the cart.
 * Nothing when the server sent no bundle (visitors and members who may not see the price never
 * get `bundling_list`).
 */
export function GoodsBundles({
  bundles,
  onAddToCart,
}: {
  bundles: GoodsBundle[] | undefined;
  onAddToCart?: AddToCart;
}) {
  const { t } = useTranslation('goods-detail');
  if (!bundles?.length) return null;
  return (
    <section
      aria-label={t('bundle.title')}
      style={{ border: `1px solid ${palette.divider}`, marginTop: 24 }}
    >
      <h2
        style={{
          margin: 0,
          padding: '0 12px',
          lineHeight: '38px',
          fontSize: 14,
          background: palette.fill,
          borderBottom: `1px solid ${palette.divider}`,
        }}
      >
        {t('bundle.title')}
      </h2>
      {bundles.map((bundle, i) => (
        <BundleRow key={bundle.bl_id} bundle={bundle} first={i === 0} onAddToCart={onAddToCart} />
      ))}
    </section>
  );
}

function BundleRow({
  bundle,
  first,
  onAddToCart,
}: {
  bundle: GoodsBundle;
  first: boolean;
  onAddToCart?: AddToCart;
}) {
  const { t } = useTranslation('goods-detail');
  const [adding, setAdding] = useState(false);
  const savingFen = yuanToFen(bundle.goods_money) - yuanToFen(bundle.bl_price);
  const onBuy = () => {
    if (!onAddToCart || adding) return;
    setAdding(true);
    void onAddToCart({ bl_id: bundle.bl_id }, 1).finally(() => setAdding(false));
  };
  return (
    <div
      role="group"
      aria-label={bundle.bl_name}
      style={{ padding: '12px 16px', borderTop: first ? 'none' : `1px dashed ${palette.divider}` }}
    >
      <div style={{ fontSize: 13, marginBottom: 8 }}>
        <Link to={comboPagePath(bundle.bl_id)} style={{ color: palette.text }}>
          {bundle.bl_name}
        </Link>
        <Link
          to={comboPagePath(bundle.bl_id)}
          style={{ marginLeft: 12, fontSize: 12, color: palette.brand }}
        >
          {t('bundle.details')}
        </Link>
      </div>
      <div style={{ display: 'flex', alignItems: 'center', gap: 12 }}>
        <ul
          style={{
            listStyle: 'none',
            margin: 0,
            padding: 0,
            display: 'flex',
            alignItems: 'center',
            flex: '0 1 auto',
            minWidth: 0,
            gap: 12,
            flexWrap: 'wrap',
          }}
        >
          {bundle.goods.map((g, i) => (
            <Fragment key={g.sku_id}>
              {i > 0 && (
                <li aria-hidden style={{ fontSize: 22, color: palette.textMuted }}>
                  +
                </li>
              )}
              <li style={{ width: 140, textAlign: 'center' }}>
                <GoodsImageLink
                  goods={{
                    sku_id: g.sku_id,
                    sku_image: g.sku_image,
                    goods_image: '',
                    goods_name: g.sku_name,
                  }}
                  size={IMAGE}
                />
                <Link
                  to={goodsDetailPath(g.sku_id)}
                  title={g.sku_name}
                  style={{ color: palette.text }}
                >
                  <div
                    style={{
                      margin: '4px 0 0',
                      fontSize: 12,
                      lineHeight: '18px',
                      height: 36,
                      overflow: 'hidden',
                      display: '-webkit-box',
                      WebkitLineClamp: 2,
                      WebkitBoxOrient: 'vertical',
                    }}
                  >
                    {g.sku_name}
                  </div>
                </Link>
                <div style={{ fontSize: 12, color: palette.textSecondary }}>
                  {t('bundle.goodsPrice', { price: g.price, num: g.num })}
                </div>
              </li>
            </Fragment>
          ))}
        </ul>
        <div aria-hidden style={{ fontSize: 22, color: palette.textMuted, margin: '0 12px' }}>
          =
        </div>
        <div style={{ width: 180, flex: 'none', display: 'grid', gap: 4, fontSize: 12 }}>
          <div>
            {t('bundle.price')}
            <span style={{ fontWeight: 700, marginLeft: 4 }}>
              <Price value={bundle.bl_price} size={18} emphasis />
            </span>
          </div>
          <div style={{ color: palette.textMuted }}>
            {t('bundle.goodsMoney', { money: bundle.goods_money })}
          </div>
          {savingFen > 0 && (
            <div style={{ color: palette.brand }}>
              {t('bundle.saving', { money: fenToYuan(savingFen) })}
            </div>
          )}
          <Button
            type="primary"
            danger
            loading={adding}
            onClick={onBuy}
            style={{ marginTop: 4, width: 120 }}
          >
            {t('bundle.buy')}
          </Button>
        </div>
      </div>
    </div>
  );
}
