import type { NoticeInfo } from '@shop/contracts/cms';
import { shopDate } from '@shop/web-kit/shop-time';
import { Button, Card, Divider, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { QueryState } from '@/components/query-state';
import { palette } from '@/app/theme';
import { useNoticeInfo } from '../api/get-notice-info';
import { NOTICE_LIST_PATH, noticePath } from '../lib/notice-paths';
import { paragraphsOf } from '../lib/paragraphs';
import { NoticeLayout } from './notice-layout';

/** /cms/notice-{id}: one notice, its content as text paragraphs (never HTML), with neighbours. */
export function NoticeArticle({ id }: { id: number }) {
  const { t } = useTranslation('notice');
  const query = useNoticeInfo(id);
  return (
    <NoticeLayout title={query.data?.title}>
      <QueryState
        query={query}
        rows={12}
        errorExtra={
          <Link to={NOTICE_LIST_PATH}>
            <Button>{t('backToList')}</Button>
          </Link>
        }
        style={{ background: palette.white, padding: 24 }}
      >
        {(notice) => <NoticeView notice={notice} />}
      </QueryState>
    </NoticeLayout>
  );
}

function NoticeView({ notice }: { notice: NoticeInfo }) {
  const { t } = useTranslation('notice');
  const neighbour = (label: string, target: NoticeInfo['prev']) => (
    <div style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
      <span style={{ color: palette.textMuted }}>{label}</span>
      {target ? (
        <Link to={noticePath(target.id)} title={target.title}>
          {target.title}
        </Link>
      ) : (
        <span style={{ color: palette.textMuted }}>{t('none')}</span>
      )}
    </div>
  );
  return (
    <Card>
      <article>
        <Typography.Title level={3} style={{ textAlign: 'center', marginBottom: 8 }}>
          {notice.title}
        </Typography.Title>
        <div style={{ textAlign: 'center', color: palette.textMuted }}>
          {notice.is_top && (
            <Tag color={palette.brand} style={{ marginInlineEnd: 8 }}>
              {t('top')}
            </Tag>
          )}
          {t('publishedAt', { date: shopDate(notice.create_time) })}
        </div>
        <Divider />
        <div style={{ fontSize: 14, lineHeight: 2, color: palette.text, minHeight: 200 }}>
          {paragraphsOf(notice.content).map((text, i) => (
            <p key={i} style={{ textIndent: '2em', margin: '0 0 12px' }}>
              {text}
            </p>
          ))}
        </div>
      </article>
      <Divider />
      <nav
        aria-label={t('neighbours')}
        style={{ display: 'flex', gap: 24, alignItems: 'center', justifyContent: 'space-between' }}
      >
        <div style={{ minWidth: 0, display: 'flex', flexDirection: 'column', gap: 6 }}>
          {neighbour(t('prev'), notice.prev)}
          {neighbour(t('next'), notice.next)}
        </div>
        <Link to={NOTICE_LIST_PATH} style={{ flexShrink: 0 }}>
          <Button>{t('backToList')}</Button>
        </Link>
      </nav>
    </Card>
  );
}
