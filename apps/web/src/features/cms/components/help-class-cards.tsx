import type { HelpClass } from '@shop/contracts/cms';
import { Card, Empty } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { QueryState } from '@/components/query-state';
import { palette } from '@/app/theme';
import { useHelpClasses } from '../api/get-help-classes';
import { helpClassPath } from '../lib/help-paths';
import { HelpArticleLink } from './help-article-link';

/** The help centre's overview: every class with its articles in two columns. */
export function HelpClassCards() {
  const { t } = useTranslation();
  const query = useHelpClasses();
  return (
    <QueryState
      query={query}
      rows={10}
      empty={t('cms:help.empty')}
      style={{ background: palette.white, padding: 24, margin: 0 }}
    >
      {(classes) => <ClassCards classes={classes} />}
    </QueryState>
  );
}

function ClassCards({ classes }: { classes: HelpClass[] }) {
  const { t } = useTranslation();
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
      {classes.map((helpClass) => (
        <Card
          key={helpClass.class_id}
          title={helpClass.class_name}
          extra={<Link to={helpClassPath(helpClass.class_id)}>{t('cms:help.more')}</Link>}
        >
          {helpClass.child_list.length === 0 ? (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('cms:help.empty')} />
          ) : (
            <ul
              style={{
                display: 'grid',
                gridTemplateColumns: '1fr 1fr',
                gap: '8px 32px',
                listStyle: 'none',
                margin: 0,
                padding: 0,
              }}
            >
              {helpClass.child_list.map((article) => (
                <li
                  key={article.id}
                  style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
                >
                  <span aria-hidden style={{ color: palette.textFaint, marginRight: 8 }}>
                    •
                  </span>
                  <HelpArticleLink article={article} />
                </li>
              ))}
            </ul>
          )}
        </Card>
      ))}
    </div>
  );
}
