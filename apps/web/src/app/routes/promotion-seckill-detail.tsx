import type { SeckillGoodsInfo } from '@shop/contracts/promotion';
import { shopDateTimeSeconds } from '@shop/web-kit/shop-time';
import { loginPath } from '@shop/web-kit/redirect';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { ContentColumn } from '@/components/content-column';
import { QueryState } from '@/components/query-state';
import { FallbackImage } from '@/components/fallback-image';
import { goodsDetailPath } from '@/features/catalogue/lib/goods-paths';
import { useSeckillGoodsInfo } from '@/features/promotion/api/get-seckill-goods-info';
import { SeckillBuyBox } from '@/features/promotion/components/seckill-buy-box';
import { SeckillPriceStrip } from '@/features/promotion/components/seckill-price-strip';
import { useNow } from '@/features/promotion/hooks/use-now';
import { parsePromotionSlug } from '@/features/promotion/lib/promotion-paths';
import { infoStatus } from '@/features/promotion/lib/seckill-slots';
import { useDefaultImages } from '@/lib/default-images';
import { hasSession } from '@/lib/session';
import { palette } from '@/app/theme';

const IMAGE_SIZE = 400;
const THUMB_SIZE = 64;

/** /promotion/seckill-{id}: one seckill goods with its countdown, price, limit and buy now. */
export function SeckillDetailPage() {
  const { t } = useTranslation('seckill');
  const id = parsePromotionSlug(useParams().promoSlug)?.id ?? 0;
  const isMember = hasSession();
  const info = useSeckillGoodsInfo(id, isMember);
  return (
    <ContentColumn style={{ padding: '16px 0 32px' }}>
      <QueryState
        query={info}
        rows={10}
        errorExtra={
          <Link to="/promotion/seckill">
            <Button>{t('backToZone')}</Button>
          </Link>
        }
      >
        {(g) => <SeckillGoodsView g={g} updatedAt={info.dataUpdatedAt} isMember={isMember} />}
      </QueryState>
    </ContentColumn>
  );
}

/** The loaded seckill goods: gallery, countdown and price, facts and the buy box. */
function SeckillGoodsView({
  g,
  updatedAt,
  isMember,
}: {
  g: SeckillGoodsInfo;
  /** When `g` arrived: with `g.now`, the server clock's lead over the browser's. */
  updatedAt: number;
  isMember: boolean;
}) {
  const { t } = useTranslation('seckill');
  const navigate = useNavigate();
  const location = useLocation();
  const fallback = useDefaultImages()?.default_goods_img;
  const [shown, setShown] = useState(0);
  // The server's clock, moved on by the browser's: countdowns do not depend on the buyer's clock.
  const now = useNow() + g.now - updatedAt;
  const images = g.images.length > 0 ? g.images : [g.image];
  const status = infoStatus(g, now);
  const buy = (num: number) =>
    void navigate(
      isMember
        ? `/payment?sku_id=${g.sku_id}&num=${num}`
        : loginPath(location.pathname + location.search),
    );
  const fact = (name: string, value: string) => (
    <div style={{ display: 'flex', padding: '3px 16px', fontSize: 13 }}>
      <span style={{ width: 72, color: palette.textMuted, flex: 'none' }}>{name}</span>
      <span style={{ color: palette.text }}>{value || '-'}</span>
    </div>
  );

  return (
    <>
      <div style={{ fontSize: 13, color: palette.textMuted, marginBottom: 12 }}>
        <Link to="/promotion/seckill">{t('titles.zone')}</Link> &gt; {g.goods_name}
      </div>
      <div style={{ display: 'flex', gap: 24, background: palette.white, padding: 20 }}>
        <div style={{ width: IMAGE_SIZE, flex: 'none' }}>
          <FallbackImage
            src={images[shown]}
            fallback={fallback}
            alt={g.goods_name}
            width={IMAGE_SIZE}
            height={IMAGE_SIZE}
            style={{ objectFit: 'contain', border: `1px solid ${palette.dividerLight}` }}
          />
          <div style={{ display: 'flex', gap: 8, marginTop: 8 }}>
            {images.slice(0, 5).map((src, i) => (
              <button
                key={src}
                type="button"
                aria-label={`${g.goods_name} ${i + 1}`}
                aria-pressed={i === shown}
                onClick={() => setShown(i)}
                style={{
                  padding: 0,
                  cursor: 'pointer',
                  background: palette.white,
                  border: `2px solid ${i === shown ? palette.brand : palette.dividerLight}`,
                }}
              >
                <FallbackImage
                  src={src}
                  fallback={fallback}
                  alt=""
                  width={THUMB_SIZE}
                  height={THUMB_SIZE}
                  style={{ objectFit: 'contain', display: 'block' }}
                />
              </button>
            ))}
          </div>
        </div>
        <div style={{ flex: 1, minWidth: 0 }}>
          <h1 style={{ fontSize: 20, fontWeight: 700, margin: '0 0 4px', color: palette.text }}>
            {g.goods_name}
          </h1>
          <div style={{ color: palette.brand, fontSize: 13, marginBottom: 10 }}>
            {t('window', {
              start: shopDateTimeSeconds(g.start_time),
              end: shopDateTimeSeconds(g.end_time),
            })}
          </div>
          <SeckillPriceStrip info={g} status={status} now={now} />
          <div style={{ padding: '10px 0', borderBottom: `1px dashed ${palette.divider}` }}>
            {fact(t('specs'), g.attr_specs || g.sku_name)}
            {fact(t('factory'), g.attr_factory)}
            {fact(t('validity'), g.attr_validity)}
            {fact(t('approval'), g.approval_number)}
            {fact(t('shop'), g.shop_name)}
          </div>
          <SeckillBuyBox
            key={`${g.id}-${g.promotion_left ?? ''}`}
            info={g}
            status={status}
            isMember={isMember}
            goodsHref={goodsDetailPath(g.sku_id)}
            onBuy={buy}
          />
        </div>
      </div>
    </>
  );
}
