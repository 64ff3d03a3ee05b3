import { Button, Card, Empty, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useHelpInfo } from '@/features/cms/api/get-help-info';
import { HelpArticleView } from '@/features/cms/components/help-article-view';
import { HelpLayout } from '@/features/cms/components/help-layout';
import { NoticeArticle } from '@/features/cms/components/notice-article';
import { HELP_CENTRE_PATH, helpClassPath, parseSlugId } from '@/features/cms/lib/help-paths';
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
  const { data: article, isPending, isError } = useHelpInfo(id);

  if (isPending) return <Spin style={{ display: 'block', padding: 80 }} />;
  if (isError || !article) {
    return (
      <HelpLayout crumbs={[]}>
        <Card>
          <Empty description={t('cms:help.notFound')}>
            <Link to={HELP_CENTRE_PATH}>
              <Button type="primary">{t('cms:help.backToCentre')}</Button>
            </Link>
          </Empty>
        </Card>
      </HelpLayout>
    );
  }
  return (
    <HelpLayout
      activeClassId={article.class_id}
      crumbs={[
        { title: article.class_name, to: helpClassPath(article.class_id) },
        { title: article.title },
      ]}
    >
      <HelpArticleView article={article} />
    </HelpLayout>
  );
}
