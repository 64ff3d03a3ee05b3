import { FOOTER_HELP_ARTICLE_MAX, FOOTER_HELP_CLASS_MAX } from '@shop/contracts/constants';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { palette } from '@/app/theme';
import { useHelpClasses } from '../api/get-help-classes';
import { helpClassPath } from '../lib/help-paths';
import { HelpArticleLink } from './help-article-link';

const ellipsis = {
  display: 'block',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
} as const;

/** The footer's help columns: up to 4 classes, each with up to 4 articles (spec §9). */
export function FooterHelp() {
  const { t } = useTranslation();
  const classes = (useHelpClasses().data ?? []).slice(0, FOOTER_HELP_CLASS_MAX);
  if (classes.length === 0) return null;
  return (
    <nav aria-label={t('cms:help.centre')} style={{ display: 'flex', gap: 24, flex: 1 }}>
      {classes.map((helpClass) => (
        <section key={helpClass.class_id} style={{ width: 150 }}>
          <h3 style={{ margin: '0 0 12px', fontSize: 15, fontWeight: 600 }}>
            <Link to={helpClassPath(helpClass.class_id)} style={{ color: palette.text }}>
              {helpClass.class_name}
            </Link>
          </h3>
          <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {helpClass.child_list.slice(0, FOOTER_HELP_ARTICLE_MAX).map((article) => (
              <li key={article.id} style={{ lineHeight: '26px' }}>
                <HelpArticleLink
                  article={article}
                  style={{ ...ellipsis, color: palette.textSecondary }}
                />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </nav>
  );
}
