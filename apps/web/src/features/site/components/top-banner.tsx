import { CloseOutlined } from '@ant-design/icons';
import { ADV_KEYWORDS, isVisitorOnlyLink } from '@shop/contracts/site';
import { TOP_BANNER_HEIGHT_PX } from '@shop/contracts/constants';
import { useTranslation } from 'react-i18next';
import { ContentColumn } from '@/components/content-column';
import { SlideShow } from '@/components/slide-show';
import { isRouteAvailable } from '@/lib/available-routes';
import { fade, palette, radius } from '@/app/theme';
import { useAdvDetail } from '../api/get-adv-detail';
import { useSessionFlag } from '../hooks/use-session-flag';
import { resolveLink } from '@/lib/link-target';
import { hasSession } from '@/lib/session';
import { TargetLink } from '@/components/target-link';

const CLOSED_KEY = 'shop.topBanner.closed';

/**
 * The site-wide banner above everything (spec "Top banner"): a vertical carousel 70 px high of
 * the NS_PC_TOP_BANNER adverts, each on its own background colour; closed, it stays closed for
 * the session. Nothing renders without adverts; a member does not see those aimed at visitors.
 */
export function TopBanner() {
  const { t } = useTranslation();
  const advDetail = useAdvDetail(ADV_KEYWORDS.topBanner);
  // An advert leading to a page only visitors use (免费注册) is not shown to a member.
  const member = hasSession();
  const adverts = (advDetail.data?.adv_list ?? []).filter(
    (adv) => !member || !isVisitorOnlyLink(adv.adv_url.url),
  );
  const [closed, close] = useSessionFlag(CLOSED_KEY);
  if (closed) return null;
  // Keep the banner's height while the adverts load, so the page does not jump down after.
  if (advDetail.isPending) return <div aria-hidden style={{ height: TOP_BANNER_HEIGHT_PX }} />;
  if (adverts.length === 0) return null;
  return (
    <section
      aria-label={t('site:banner.label')}
      style={{ position: 'relative', height: TOP_BANNER_HEIGHT_PX, overflow: 'hidden' }}
    >
      <SlideShow
        effect="vertical"
        height={TOP_BANNER_HEIGHT_PX}
        intervalMs={4000}
        slides={adverts.map((adv) => (
          <div
            key={adv.adv_id}
            style={{ height: TOP_BANNER_HEIGHT_PX, background: adv.background }}
          >
            <TargetLink
              target={resolveLink(adv.adv_url.url, isRouteAvailable)}
              style={{ display: 'block' }}
            >
              <img
                src={adv.adv_image}
                alt={adv.adv_title}
                height={TOP_BANNER_HEIGHT_PX}
                style={{ display: 'block', margin: '0 auto', maxWidth: '100%', objectFit: 'cover' }}
              />
            </TargetLink>
          </div>
        ))}
      />
      <ContentColumn style={{ position: 'absolute', top: 0, left: 0, right: 0, height: 0 }}>
        <button
          type="button"
          onClick={close}
          aria-label={t('site:banner.close')}
          title={t('site:banner.close')}
          style={{
            position: 'absolute',
            top: 6,
            right: 0,
            width: 20,
            height: 20,
            border: 0,
            borderRadius: radius.round,
            background: fade(palette.black, 0.35),
            color: palette.white,
            cursor: 'pointer',
            fontSize: 10,
            lineHeight: '20px',
            padding: 0,
          }}
        >
          <CloseOutlined aria-hidden />
        </button>
      </ContentColumn>
    </section>
  );
}
