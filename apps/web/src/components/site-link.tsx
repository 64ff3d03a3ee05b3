import type { CSSProperties, ReactNode } from 'react';
import { isRouteAvailable } from '@/lib/available-routes';
import { resolveLink } from '@/lib/link-target';
import { TargetLink } from './target-link';

type SiteLinkProps = {
  /** An in-site path (`/brand`) or an external `http(s)://` address. */
  to: string;
  /** Open in a new tab (the shop's `is_blank` flag). */
  newTab?: boolean;
  style?: CSSProperties;
  title?: string;
  children: ReactNode;
};

/**
 * A link to a shop-configured address (spec §2: urls without http are in-site routes). Unsafe
 * schemes and in-site paths without a page render as plain text (see `resolveLink`).
 */
export function SiteLink({ to, newTab, style, title, children }: SiteLinkProps) {
  return (
    <TargetLink
      target={resolveLink(to, isRouteAvailable)}
      newTab={newTab ?? false}
      style={style}
      title={title}
    >
      {children}
    </TargetLink>
  );
}
