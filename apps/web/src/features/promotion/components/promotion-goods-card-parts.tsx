import { Typography } from 'antd';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FallbackImage } from '@/components/fallback-image';
import { useDefaultImages } from '@/lib/default-images';
import { palette } from '@/app/theme';

const IMAGE_SIZE = 204;

/** The frame of a promotion goods card: a white 230px column. */
export const promotionCardStyle: CSSProperties = {
  width: 230,
  boxSizing: 'border-box',
  background: palette.white,
  border: `1px solid ${palette.dividerLight}`,
  padding: 12,
  display: 'flex',
  flexDirection: 'column',
  gap: 4,
};
const muted = {
  fontSize: 12,
  color: palette.textTertiary,
  lineHeight: '20px',
  display: 'block',
} as const;

/** The linked goods image of a promotion goods card, falling back to the shop's default. */
export function PromotionGoodsImage({
  href,
  src,
  alt,
}: {
  href: string;
  src: string;
  alt: string;
}) {
  const fallback = useDefaultImages()?.default_goods_img;
  return (
    <Link to={href} tabIndex={-1} style={{ width: IMAGE_SIZE, height: IMAGE_SIZE }}>
      <FallbackImage
        src={src}
        fallback={fallback}
        alt={alt}
        width={IMAGE_SIZE}
        height={IMAGE_SIZE}
        loading="lazy"
        style={{ objectFit: 'contain' }}
      />
    </Link>
  );
}

type GoodsInfo = { goods_name: string; attr_specs: string; sku_name: string; attr_factory: string };

/**
 * The linked name (two rows at most) and the 规格 / 厂家 lines of a promotion goods card; `ns` is
 * the card's translation namespace, which holds its `specs` and `factory` labels.
 */
export function PromotionGoodsInfo({
  href,
  goods,
  ns,
}: {
  href: string;
  goods: GoodsInfo;
  ns: 'groupbuy' | 'topic' | 'seckill';
}) {
  const { t } = useTranslation(ns);
  return (
    <>
      <Link to={href} title={goods.goods_name} style={{ color: palette.text }}>
        <Typography.Paragraph
          ellipsis={{ rows: 2 }}
          style={{ margin: 0, minHeight: 40, fontSize: 13 }}
        >
          {goods.goods_name}
        </Typography.Paragraph>
      </Link>
      <Typography.Text ellipsis style={muted}>
        {t('specs')}：{goods.attr_specs || goods.sku_name}
      </Typography.Text>
      <Typography.Text ellipsis style={muted}>
        {t('factory')}：{goods.attr_factory || '-'}
      </Typography.Text>
    </>
  );
}
