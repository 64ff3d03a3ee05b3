import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { palette } from '@/app/theme';
import { useSiteInfo } from '../api/get-site-info';

const LOGO_HEIGHT = 64;
// A fixed box: the header does not move when the logo image arrives.
const LOGO_WIDTH = 260;

/** The shop logo linking home; the site name in text until a logo is set. */
export function SiteLogo() {
  const { t } = useTranslation();
  const { data: site } = useSiteInfo();
  const name = site?.site_name || t('common:appName');
  return (
    <Link
      to="/index"
      aria-label={t('site:header.home', { siteName: name })}
      data-shop-label
      style={{
        display: 'flex',
        alignItems: 'center',
        height: LOGO_HEIGHT,
        width: LOGO_WIDTH,
        flexShrink: 0,
      }}
    >
      {site?.logo ? (
        <img
          src={site.logo}
          alt={name}
          height={LOGO_HEIGHT}
          style={{ maxWidth: LOGO_WIDTH, objectFit: 'contain', display: 'block' }}
        />
      ) : (
        <span style={{ color: palette.brand, fontSize: 26, fontWeight: 700, letterSpacing: 1 }}>
          {name}
        </span>
      )}
    </Link>
  );
}
