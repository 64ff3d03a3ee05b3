import type { FooterItem } from '@shop/contracts/site';
import { useTranslation } from 'react-i18next';
import { FallbackImage } from '@/components/fallback-image';
import { isRouteAvailable } from '@/lib/available-routes';
import { palette, radius } from '@/app/theme';
import { useFooterList } from '../api/get-footer-list';
import { resolveLink } from '@/lib/link-target';
import { TargetLink } from '@/components/target-link';

function Badge({ item }: { item: FooterItem }) {
  const content = (
    <span
      style={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 6,
        padding: '4px 10px',
        border: `1px solid ${palette.borderLight}`,
        borderRadius: radius.sm,
        background: palette.white,
        color: palette.textSecondary,
        fontSize: 12,
      }}
    >
      <FallbackImage src={item.icon} fallback={undefined} alt="" width={22} height={22} />
      {item.name}
    </span>
  );
  return (
    <TargetLink target={resolveLink(item.link_url, isRouteAvailable)} newTab>
      {content}
    </TargetLink>
  );
}

/** The certificate list and the platform list at the very bottom of the footer. */
export function FooterBadges() {
  const { t } = useTranslation();
  const { data } = useFooterList();
  if (!data || (data.cert.length === 0 && data.platform.length === 0)) return null;
  const list = (items: FooterItem[], label: string) =>
    items.length > 0 && (
      <ul
        aria-label={label}
        style={{
          display: 'flex',
          flexWrap: 'wrap',
          justifyContent: 'center',
          gap: 10,
          listStyle: 'none',
          margin: 0,
          padding: 0,
        }}
      >
        {items.map((item) => (
          <li key={item.id}>
            <Badge item={item} />
          </li>
        ))}
      </ul>
    );
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 10, alignItems: 'center' }}>
      {list(data.cert, t('layout:footer.certs'))}
      {list(data.platform, t('layout:footer.platforms'))}
    </div>
  );
}
