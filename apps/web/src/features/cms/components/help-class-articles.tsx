import { Card, Empty, List, Pagination } from 'antd';
import { useTranslation } from 'react-i18next';
import { shopDate } from '@/lib/shop-time';
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
  const { data, isPending } = useHelpPage({ classId, page, pageSize: HELP_PAGE_SIZE });
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
      <List
        loading={isPending}
        dataSource={data?.list ?? []}
        locale={{ emptyText: <Empty description={t('cms:help.empty')} /> }}
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
