import { shopDate } from '@shop/web-kit/shop-time';
import { Card, List, Pagination } from 'antd';
import { useTranslation } from 'react-i18next';
import { QueryState } from '@/components/query-state';
import { palette } from '@/app/theme';
import { useHelpPage } from '../api/get-help-page';
import { HelpArticleLink } from './help-article-link';

export const HELP_PAGE_SIZE = 10;

/** One help class's articles, newest order as the shop set it, paginated. */
export function HelpClassArticles({
  classId,
  title,
  page,
  onPageChange,
}: {
  classId: number;
  title: string;
  page: number;
  onPageChange: (page: number) => void;
}) {
  const { t } = useTranslation();
  const query = useHelpPage({ classId, page, pageSize: HELP_PAGE_SIZE });
  const data = query.data;
  return (
    <Card
      title={title}
      extra={
        data ? (
          <span style={{ color: palette.textMuted }}>
            {t('cms:help.count', { count: data.count })}
          </span>
        ) : null
      }
    >
      <QueryState query={query} rows={HELP_PAGE_SIZE} empty={t('cms:help.empty')}>
        {(loaded) => (
          <List
            dataSource={loaded.list}
            renderItem={(article) => (
              <List.Item
                extra={
                  <span style={{ color: palette.textMuted }}>{shopDate(article.create_time)}</span>
                }
              >
                <HelpArticleLink article={article} style={{ fontSize: 14 }} />
              </List.Item>
            )}
          />
        )}
      </QueryState>
      {data && data.page_count > 1 && (
        <Pagination
          style={{ marginTop: 16, justifyContent: 'flex-end' }}
          current={page}
          pageSize={HELP_PAGE_SIZE}
          total={data.count}
          showSizeChanger={false}
          onChange={onPageChange}
        />
      )}
    </Card>
  );
}
