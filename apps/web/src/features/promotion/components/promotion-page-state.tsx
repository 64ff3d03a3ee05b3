import { Button, Result, Skeleton } from 'antd';
import { Link } from 'react-router';
import { ContentColumn } from '@/components/content-column';
import { palette } from '@/app/theme';

/**
 * What a promotion page shows instead of its data: a skeleton while `query` is pending, otherwise
 * (on error) a warning with the error's message (or `fallbackTitle`) and a button back to `back.to`.
 */
export function PromotionPageState({
  query,
  rows,
  fallbackTitle,
  back,
}: {
  query: { isPending: boolean; error: Error | null };
  rows: number;
  fallbackTitle: string;
  back: { to: string; label: string };
}) {
  if (query.isPending)
    return (
      <ContentColumn>
        <Skeleton
          active
          paragraph={{ rows }}
          style={{ background: palette.white, padding: 24, marginTop: 16 }}
        />
      </ContentColumn>
    );
  return (
    <ContentColumn>
      <Result
        status="warning"
        title={query.error?.message || fallbackTitle}
        extra={
          <Link to={back.to}>
            <Button type="primary">{back.label}</Button>
          </Link>
        }
        style={{ background: palette.white, marginTop: 16 }}
      />
    </ContentColumn>
  );
}
