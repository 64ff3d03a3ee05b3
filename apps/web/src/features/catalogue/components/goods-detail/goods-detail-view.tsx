import type { GoodsSkuDetail } from '@shop/contracts/catalogue';
import type { ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { ContentColumn } from '@/components/content-column';
import { palette } from '@/app/theme';
import { priceDisplay } from '../../lib/price-display';
import { GoodsTags } from '../goods-tags';
import type { AddToCart } from './add-to-cart';
import { GoodsBreadcrumb } from './goods-breadcrumb';
import { GoodsBundles } from './goods-bundles';
import { GoodsBuyBox } from './goods-buy-box';
import { GoodsCollectButton } from './goods-collect-button';
import { GoodsDetailTabs } from './goods-detail-tabs';
import { GoodsGallery } from './goods-gallery';
import { GoodsKeyFacts } from './goods-key-facts';
import { GoodsManjianRow } from './goods-manjian-row';
import { GoodsNearExpiryBox } from './goods-near-expiry-box';
import { GoodsPricePanel } from './goods-price-panel';
import { GoodsQrcode } from './goods-qrcode';
import { GoodsRecommend } from './goods-recommend';
import { GoodsSaleFacts } from './goods-sale-facts';
import { GoodsServices } from './goods-services';
import { GoodsShopBox } from './goods-shop-box';

type GoodsDetailViewProps = {
  goods: GoodsSkuDetail;
  isMember: boolean;
  /** The page's cart call for 加入购物车 and 购买套餐 (features do not import each other). */
  onAddToCart?: AddToCart;
  /** The page's 联系客服 entry (features do not import each other), under the shop box. */
  contact?: (goods: GoodsSkuDetail) => ReactNode;
};

/** The goods page laid out like the big Chinese pharmacy malls (spec §2 /sku-{id}). */
export function GoodsDetailView({ goods, isMember, onAddToCart, contact }: GoodsDetailViewProps) {
  const navigate = useNavigate();
  const location = useLocation();
  const toLogin = () =>
    void navigate(`/login?redirect=${encodeURIComponent(location.pathname + location.search)}`);
  const images =
    goods.sku_images.length > 0 ? goods.sku_images : [goods.sku_image || goods.goods_image];
  return (
    <ContentColumn style={{ paddingBottom: 32 }}>
      <GoodsBreadcrumb path={goods.category_path} name={goods.sku_name || goods.goods_name} />
      <div style={{ display: 'flex', gap: 24, alignItems: 'flex-start' }}>
        <div style={{ flex: 'none' }}>
          <GoodsGallery key={goods.sku_id} images={images} alt={goods.sku_name} />
          <div style={{ display: 'flex', justifyContent: 'space-between', marginTop: 8 }}>
            <GoodsCollectButton
              goodsId={goods.goods_id}
              skuId={goods.sku_id}
              isMember={isMember}
              onLogin={toLogin}
            />
            <GoodsQrcode skuId={goods.sku_id} />
          </div>
        </div>
        <div style={{ flex: 1, minWidth: 0, display: 'grid', gap: 12 }}>
          <div>
            <h1
              data-shop-data
              style={{
                margin: 0,
                fontSize: 18,
                fontWeight: 700,
                color: palette.text,
                lineHeight: 1.5,
              }}
            >
              {goods.sku_name || goods.goods_name}
            </h1>
            {goods.introduction && (
              <p
                data-shop-data
                style={{ margin: '4px 0 0', fontSize: 12, color: palette.brand, lineHeight: 1.6 }}
              >
                {goods.introduction}
              </p>
            )}
            {hasTags(goods) && (
              <div style={{ marginTop: 6 }}>
                <GoodsTags goods={goods} />
              </div>
            )}
          </div>
          <GoodsPricePanel goods={goods} />
          <GoodsManjianRow
            goodsId={goods.goods_id}
            visible={priceDisplay(goods).kind === 'price'}
          />
          <GoodsKeyFacts goods={goods} />
          <GoodsSaleFacts goods={goods} />
          <GoodsBuyBox
            key={goods.sku_id}
            goods={goods}
            isMember={isMember}
            onAddToCart={onAddToCart}
          />
          {goods.near_expiry && (
            <GoodsNearExpiryBox
              key={`near-${goods.sku_id}`}
              goods={goods}
              offer={goods.near_expiry}
              isMember={isMember}
              onAddToCart={onAddToCart}
            />
          )}
          <GoodsServices services={goods.goods_service} />
        </div>
        <div style={{ width: 180, flex: 'none' }}>
          <GoodsShopBox siteId={goods.site_id} shopName={goods.shop_name} logo={goods.shop_logo} />
          {contact && <div style={{ marginTop: 8 }}>{contact(goods)}</div>}
        </div>
      </div>
      <GoodsBundles bundles={goods.bundling_list} onAddToCart={onAddToCart} />
      <div style={{ display: 'flex', gap: 20, marginTop: 32, alignItems: 'flex-start' }}>
        <aside style={{ width: 200, flex: 'none' }}>
          <GoodsRecommend skuId={goods.sku_id} isMember={isMember} />
        </aside>
        <div style={{ flex: 1, minWidth: 0 }}>
          <GoodsDetailTabs goods={goods} />
        </div>
      </div>
    </ContentColumn>
  );
}

const hasTags = (goods: GoodsSkuDetail) =>
  Boolean(
    goods.goods_label ||
    goods.attr_country_code ||
    goods.is_jc ||
    goods.traceability_code ||
    goods.promotion_labels?.length,
  );
