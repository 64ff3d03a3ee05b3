import { Button, Card, Empty, List, Pagination, Result, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { shopDate } from '@/lib/shop-time';
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
  const { data, isPending, isError, refetch } = useNoticePage({ page, pageSize: NOTICE_PAGE_SIZE });
  if (isError)
    return (
      <Card>
        <Result
          status="warning"
          title={t('loadFailed')}
          extra={<Button onClick={() => void refetch()}>{t('retry')}</Button>}
        />
      </Card>
    );
  return (
    <Card
      title={t('notices')}
      extra={
        data ? (
          <span style={{ color: palette.textMuted }}>{t('count', { count: data.count })}</span>
        ) : null
      }
    >
      <List
        loading={isPending}
        dataSource={data?.list ?? []}
        locale={{
          emptyText:
            page > 1 ? (
              <Empty description={t('pageEmpty')}>
                <Button onClick={() => onPageChange(1)}>{t('firstPage')}</Button>
              </Empty>
            ) : (
              <Empty description={t('empty')} />
            ),
        }}
        renderItem={(notice) => (
          <List.Item
            extra={<span style={{ color: palette.textMuted }}>{shopDate(notice.create_time)}</span>}
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
