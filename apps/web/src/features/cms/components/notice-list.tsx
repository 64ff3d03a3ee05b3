import { shopDate } from '@shop/web-kit/shop-time';
import { Button, Card, List, Pagination, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { QueryState } from '@/components/query-state';
import { palette } from '@/app/theme';
import { useNoticePage } from '../api/get-notice-page';
import { noticePath } from '../lib/notice-paths';

export const NOTICE_PAGE_SIZE = 15;

/** The notices, pinned (置顶) ones first, each with its date on the right, paginated. */
export function NoticeList({
  page,
  onPageChange,
}: {
  page: number;
  onPageChange: (page: number) => void;
}) {
  const { t } = useTranslation('notice');
  const query = useNoticePage({ page, pageSize: NOTICE_PAGE_SIZE });
  const data = query.data;
  return (
    <Card
      title={t('notices')}
      extra={
        data ? (
          <span style={{ color: palette.textMuted }}>{t('count', { count: data.count })}</span>
        ) : null
      }
    >
      <QueryState
        query={query}
        rows={NOTICE_PAGE_SIZE}
        errorTitle={t('loadFailed')}
        empty={page > 1 ? t('pageEmpty') : t('empty')}
        emptyExtra={page > 1 && <Button onClick={() => onPageChange(1)}>{t('firstPage')}</Button>}
      >
        {(loaded) => (
          <List
            dataSource={loaded.list}
            renderItem={(notice) => (
              <List.Item
                extra={
                  <span style={{ color: palette.textMuted }}>{shopDate(notice.create_time)}</span>
                }
              >
                <div style={{ display: 'flex', alignItems: 'center', minWidth: 0 }}>
                  {notice.is_top && (
                    <Tag color={palette.brand} style={{ marginInlineEnd: 8 }}>
                      {t('top')}
                    </Tag>
                  )}
                  <Link
                    to={noticePath(notice.id)}
                    title={notice.title}
                    style={{
                      fontSize: 14,
                      color: palette.text,
                      overflow: 'hidden',
                      textOverflow: 'ellipsis',
                      whiteSpace: 'nowrap',
                    }}
                  >
                    {notice.title}
                  </Link>
                </div>
              </List.Item>
            )}
          />
        )}
      </QueryState>
      {data && data.page_count > 1 && (
        <Pagination
          style={{ marginTop: 16, justifyContent: 'flex-end' }}
          current={page}
          pageSize={NOTICE_PAGE_SIZE}
          total={data.count}
          showSizeChanger={false}
          onChange={onPageChange}
        />
      )}
    </Card>
  );
}
