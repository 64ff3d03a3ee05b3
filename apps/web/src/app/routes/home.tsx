import { ContentColumn } from '@/components/content-column';
import { CategoryOverview } from '@/features/catalogue/components/category-overview';
import { IndexCarousel } from '@/features/site/components/index-carousel';
import { FIRST_SCREEN_HEIGHT } from '../layouts/main-header';

/** The home page: the advert carousel as the first screen, then the category overview. */
export function HomePage() {
  return (
    <>
      <IndexCarousel height={FIRST_SCREEN_HEIGHT} />
      <ContentColumn style={{ padding: '24px 0 32px' }}>
        <CategoryOverview />
      </ContentColumn>
    </>
  );
}
