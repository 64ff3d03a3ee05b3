import type { GoodsCard } from '@shop/contracts/catalogue';
import { Link } from 'react-router';
import { FallbackImage } from '@/components/fallback-image';
import { useDefaultImages } from '@/lib/default-images';
import { goodsDetailPath } from '../lib/goods-paths';

/** A goods picture (the SKU's, else the goods', else the shop's default) linking to its page. */
export function GoodsImageLink({
  goods,
  size,
}: {
  goods: Pick<GoodsCard, 'sku_id' | 'sku_image' | 'goods_image' | 'goods_name'>;
  size: number;
}) {
  const fallback = useDefaultImages()?.default_goods_img;
  return (
    <Link
      to={goodsDetailPath(goods.sku_id)}
      style={{ display: 'inline-block', width: size, height: size }}
    >
      <FallbackImage
        src={goods.sku_image || goods.goods_image}
        fallback={fallback}
        alt={goods.goods_name}
        width={size}
        height={size}
        loading="lazy"
        style={{ objectFit: 'contain' }}
      />
    </Link>
  );
}
