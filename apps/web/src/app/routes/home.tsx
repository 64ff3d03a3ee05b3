import { ContentColumn } from '@/components/content-column';
import { CategoryOverview } from '@/features/catalogue/components/category-overview';
import { GoodsCard } from '@/features/catalogue/components/goods-card';
import { HomeFloors } from '@/features/site/components/floors/home-floors';
import { IndexCarousel } from '@/features/site/components/index-carousel';
import { hasSession } from '@/lib/session';
import { FIRST_SCREEN_HEIGHT } from '../layouts/main-header';

/**
 * The home page: the advert carousel as the first screen, then the floors (goods, category and
 * advert floors from `/api/pc/floors`) and the category overview.
 */
export function HomePage() {
  return (
    <>
      <IndexCarousel height={FIRST_SCREEN_HEIGHT} />
      <ContentColumn style={{ padding: '0 0 32px' }}>
        <HomeFloors isMember={hasSession()} renderGoods={(g) => <GoodsCard goods={g} />} />
        <div style={{ marginTop: 32 }}>
          <CategoryOverview />
        </div>
      </ContentColumn>
    </>
  );
}
