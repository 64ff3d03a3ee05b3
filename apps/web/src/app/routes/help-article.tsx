import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { QueryState } from '@/components/query-state';
import { useHelpInfo } from '@/features/cms/api/get-help-info';
import { HelpArticleView } from '@/features/cms/components/help-article-view';
import { HelpLayout } from '@/features/cms/components/help-layout';
import { NoticeArticle } from '@/features/cms/components/notice-article';
import { HELP_CENTRE_PATH, helpClassPath, parseSlugId } from '@/features/cms/lib/help-paths';
import { palette } from '@/app/theme';
import { NotFoundPage } from './not-found';

/**
 * /cms/help-{id} (a help article) and /cms/notice-{id} (a notice). React Router matches whole
 * segments only, so the route is /cms/:helpSlug and the id is read from the slug; any other slug
 * is the 404 page.
 */
export function HelpArticlePage() {
  const { helpSlug } = useParams();
  const helpId = parseSlugId(helpSlug, 'help');
  if (helpId !== undefined) return <HelpArticle id={helpId} />;
  const noticeId = parseSlugId(helpSlug, 'notice');
  if (noticeId !== undefined) return <NoticeArticle id={noticeId} />;
  return <NotFoundPage />;
}

function HelpArticle({ id }: { id: number }) {
  const { t } = useTranslation();
  const query = useHelpInfo(id);
  const article = query.data;
  return (
    <HelpLayout
      activeClassId={article?.class_id}
      crumbs={
        article
          ? [
              { title: article.class_name, to: helpClassPath(article.class_id) },
              { title: article.title },
            ]
          : []
      }
    >
      <QueryState
        query={query}
        rows={12}
        errorExtra={
          <Link to={HELP_CENTRE_PATH}>
            <Button>{t('cms:help.backToCentre')}</Button>
          </Link>
        }
        style={{ background: palette.white, padding: 24 }}
      >
        {(loaded) => <HelpArticleView article={loaded} />}
      </QueryState>
    </HelpLayout>
  );
}
