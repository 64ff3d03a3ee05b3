import type { CSSProperties, ReactNode } from 'react';
import { Link } from 'react-router';
import type { LinkTarget } from '@/lib/link-target';

type TargetLinkProps = {
  target: LinkTarget | null;
  /** Open in a new tab (`is_blank`); the new page gets no handle on this one. */
  newTab?: boolean;
  children: ReactNode;
  style?: CSSProperties;
  className?: string;
  title?: string;
  'aria-label'?: string;
  'aria-current'?: 'page';
};

/** A configured link: router link in-site, plain anchor outside; without a target, just the content. */
export function TargetLink({ target, newTab = false, children, ...rest }: TargetLinkProps) {
  if (!target)
    return (
      <span style={rest.style} className={rest.className} title={rest.title}>
        {children}
      </span>
    );
  const tab = newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {};
  if (target.kind === 'external') {
    return (
      <a href={target.href} {...tab} {...rest}>
        {children}
      </a>
    );
  }
  return (
    <Link to={target.to} {...tab} {...rest}>
      {children}
    </Link>
  );
}
