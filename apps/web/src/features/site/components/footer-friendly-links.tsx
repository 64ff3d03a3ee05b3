import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { FallbackImage } from '@/components/fallback-image';
import { isRouteAvailable } from '@/lib/available-routes';
import { palette } from '@/app/theme';
import { useFriendlyLinks } from '../api/get-friendly-links';
import { resolveLink } from '@/lib/link-target';
import { TargetLink } from '@/components/target-link';

/**
 * Friendly links: the shop's image or title; an address without http is an in-site route (hidden
 * until that page exists; unsafe addresses are dropped), `is_blank` opens a new tab.
 */
export function FooterFriendlyLinks() {
  const { t } = useTranslation();
  const links = (useFriendlyLinks().data ?? []).flatMap((link) => {
    const target = resolveLink(link.link_url, isRouteAvailable);
    return target ? [{ ...link, target }] : [];
  });
  if (links.length === 0) return null;
  return (
    <nav
      aria-label={t('layout:footer.friendlyLinks')}
      style={{
        display: 'flex',
        flexWrap: 'wrap',
        justifyContent: 'center',
        alignItems: 'center',
        gap: '4px 0',
        color: palette.textMuted,
      }}
    >
      <span style={{ marginRight: 8 }}>
        {t('layout:footer.friendlyLinks')}
        {t('layout:footer.colon')}
      </span>
      {links.map((link, i) => (
        <Fragment key={link.id}>
          {i > 0 && (
            <span aria-hidden style={{ margin: '0 10px', color: palette.border }}>
              |
            </span>
          )}
          <TargetLink
            target={link.target}
            newTab={link.is_blank === 1}
            style={{ color: palette.textSecondary }}
          >
            {link.link_pic ? (
              <FallbackImage
                src={link.link_pic}
                fallback={undefined}
                alt={link.link_title}
                height={24}
                style={{ verticalAlign: 'middle' }}
              />
            ) : (
              link.link_title
            )}
          </TargetLink>
        </Fragment>
      ))}
    </nav>
  );
}
