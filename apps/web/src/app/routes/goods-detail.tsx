import { useParams } from 'react-router';
import { useAddToCartAction } from '@/features/cart/hooks/use-add-to-cart-action';
import { GoodsDetail } from '@/features/catalogue/components/goods-detail/goods-detail';
import { skuIdOfSlug } from '@shop/contracts/catalogue';
import { shownPrice } from '@/features/catalogue/lib/price-display';
import { ContactServiceButton } from '@/features/chat/components/contact-service-button';
import { NotFoundPage } from './not-found';

/** `/sku-{id}`: the goods detail page; any other single-segment path is the 404 page. */
export function GoodsDetailPage() {
  const skuId = skuIdOfSlug(useParams().pageSlug);
  const addToCart = useAddToCartAction();
  if (skuId === undefined) return <NotFoundPage />;
  return (
    <GoodsDetail
      skuId={skuId}
      onAddToCart={addToCart}
      contact={(goods) => (
        <ContactServiceButton
          testId="goods-contact-service"
          siteId={goods.site_id}
          goods={{
            sku_id: goods.sku_id,
            sku_name: goods.sku_name || goods.goods_name,
            sku_image: goods.sku_image || goods.goods_image,
            // The price the page shows this member (member price when lower), as the card sent.
            price: shownPrice(goods) ?? '',
          }}
          block
        />
      )}
    />
  );
}
