import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { isRouteAvailable } from '@/lib/available-routes';
import { palette } from '@/app/theme';
import { useNavList } from '../api/get-nav-list';
import { isLinkActive, parseNavUrl, resolveLink } from '@/lib/link-target';
import { TargetLink } from '@/components/target-link';

/**
 * The shop's custom navigation: in-site paths or external addresses, optionally in a new tab;
 * the entry of the current page is highlighted. Entries whose page does not exist yet are hidden.
 */
export function NavBar() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const entries = useNavList().flatMap((entry) => {
    const target = resolveLink(parseNavUrl(entry.nav_url), isRouteAvailable);
    return target ? [{ entry, target }] : [];
  });
  return (
    <nav aria-label={t('site:nav.label')} style={{ display: 'flex', height: '100%' }}>
      {entries.map(({ entry, target }) => {
        const active = target.kind === 'internal' && isLinkActive(target.to, pathname);
        return (
          <TargetLink
            key={entry.id}
            target={target}
            newTab={entry.is_blank === 1}
            aria-current={active ? 'page' : undefined}
            style={{
              display: 'flex',
              alignItems: 'center',
              gap: 4,
              padding: '0 18px',
              fontSize: 15,
              fontWeight: active ? 700 : 400,
              color: active ? palette.brand : palette.text,
            }}
          >
            {entry.nav_icon && <img src={entry.nav_icon} alt="" width={18} height={18} />}
            {entry.nav_title}
          </TargetLink>
        );
      })}
    </nav>
  );
}
