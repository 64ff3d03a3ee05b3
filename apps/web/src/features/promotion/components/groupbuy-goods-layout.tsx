import type { GoodsCard } from '@shop/contracts/catalogue';
import { Breadcrumb } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FallbackImage } from '@/components/fallback-image';
import { useDefaultImages } from '@/lib/default-images';
import { palette } from '@/app/theme';

const IMAGE_SIZE = 400;

type CampaignGoodsLayoutProps = {
  /** The pages above this one (home is always first). */
  trail: { title: string; to?: string }[];
  goods: GoodsCard;
  /** The campaign's description, shown under the goods. */
  notes: { title: string; text: string };
  /** The buy panel. */
  children: ReactNode;
};

/** A campaign goods page like a goods page: breadcrumbs, image beside the buy panel, notes below. */
export function CampaignGoodsLayout({ trail, goods, notes, children }: CampaignGoodsLayoutProps) {
  const { t } = useTranslation('groupbuy');
  const fallback = useDefaultImages()?.default_goods_img;
  return (
    <>
      <Breadcrumb
        items={[
          { title: <Link to="/index">{t('common:titles.home')}</Link> },
          ...trail.map((s) => ({ title: s.to ? <Link to={s.to}>{s.title}</Link> : s.title })),
        ]}
        style={{ margin: '12px 0' }}
      />
      <section style={{ display: 'flex', gap: 32, background: palette.white, padding: 24 }}>
        <div
          style={{
            border: `1px solid ${palette.dividerLight}`,
            width: IMAGE_SIZE,
            height: IMAGE_SIZE,
          }}
        >
          <FallbackImage
            src={goods.sku_image || goods.goods_image}
            fallback={fallback}
            alt={goods.goods_name}
            width={IMAGE_SIZE}
            height={IMAGE_SIZE}
            style={{ objectFit: 'contain' }}
          />
        </div>
        {children}
      </section>
      {notes.text && (
        <section style={{ background: palette.white, marginTop: 16, padding: '16px 24px' }}>
          <h2
            style={{
              margin: '0 0 8px',
              fontSize: 16,
              borderLeft: `3px solid ${palette.brand}`,
              paddingLeft: 8,
            }}
          >
            {notes.title}
          </h2>
          <p style={{ margin: 0, color: palette.textSecondary, lineHeight: '24px' }}>
            {notes.text}
          </p>
        </section>
      )}
    </>
  );
}
