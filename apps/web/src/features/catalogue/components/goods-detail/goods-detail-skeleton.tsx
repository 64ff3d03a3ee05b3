import { Skeleton } from 'antd';
import { GALLERY_GEOMETRY } from './goods-gallery';

/** The page's shape while the goods loads: gallery, title, price panel and buy box. */
export function GoodsDetailSkeleton() {
  const box = GALLERY_GEOMETRY.box + 2;
  return (
    // As tall as a loaded page, so the footer does not jump up and back down (layout shift).
    <div data-testid="goods-detail-skeleton" style={{ paddingTop: 44, minHeight: 1400 }}>
      <div style={{ display: 'flex', gap: 24 }}>
        <Skeleton.Node active style={{ width: box, height: box }} />
        <div style={{ flex: 1 }}>
          <Skeleton active title={{ width: '70%' }} paragraph={{ rows: 2 }} />
          <Skeleton.Node active style={{ width: 560, height: 84, marginTop: 12 }} />
          <Skeleton active title={false} paragraph={{ rows: 5 }} style={{ marginTop: 16 }} />
        </div>
      </div>
    </div>
  );
}
