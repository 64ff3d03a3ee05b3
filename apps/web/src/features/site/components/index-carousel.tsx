import { ADV_KEYWORDS } from '@shop/contracts/site';
import { useTranslation } from 'react-i18next';
import { SlideShow } from '@/components/slide-show';
import { isRouteAvailable } from '@/lib/available-routes';
import { palette } from '@/app/theme';
import { useAdvList } from '../api/get-adv-detail';
import { resolveLink } from '@/lib/link-target';
import { TargetLink } from '@/components/target-link';

/**
 * The home page's first screen: the NS_PC_INDEX adverts as a full-width carousel, each slide a
 * band in the advert's background colour with its image centred in the content column.
 */
export function IndexCarousel({ height }: { height: number }) {
  const { t } = useTranslation();
  const adverts = useAdvList(ADV_KEYWORDS.indexCarousel);
  if (adverts.length === 0) return <div style={{ height, background: palette.white }} />;
  return (
    <section aria-label={t('site:home.carousel')} style={{ height, overflow: 'hidden' }}>
      <SlideShow
        effect="fade"
        height={height}
        intervalMs={5000}
        dots
        slides={adverts.map((adv, i) => (
          <div key={adv.adv_id} style={{ height, background: adv.background }}>
            <TargetLink
              target={resolveLink(adv.adv_url.url, isRouteAvailable)}
              style={{ display: 'block', height: '100%' }}
            >
              <img
                src={adv.adv_image}
                alt={adv.adv_title}
                height={height}
                // The first slide is the page's largest paint: fetch it first.
                fetchPriority={i === 0 ? 'high' : 'low'}
                loading={i === 0 ? 'eager' : 'lazy'}
                style={{ display: 'block', margin: '0 auto', maxWidth: '100%' }}
              />
            </TargetLink>
          </div>
        ))}
      />
    </section>
  );
}
