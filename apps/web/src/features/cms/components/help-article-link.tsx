import type { HelpLink } from '@shop/contracts/cms';
import type { CSSProperties } from 'react';
import { SiteLink } from '@/components/site-link';
import { isExternalUrl } from '@/lib/link-target';
import { helpArticlePath } from '../lib/help-paths';

/**
 * A link to a help article (spec §2 footer): an article with link_address opens that address
 * (an external one in a new tab), otherwise its page /cms/help-{id}.
 */
export function HelpArticleLink({ article, style }: { article: HelpLink; style?: CSSProperties }) {
  const to = article.link_address || helpArticlePath(article.id);
  return (
    <SiteLink to={to} newTab={isExternalUrl(to)} style={style} title={article.title}>
      {article.title}
    </SiteLink>
  );
}
