import { Button, Empty, Result, Skeleton, Space } from 'antd';
import type { CSSProperties, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** What QueryState reads of a react-query result (`useQuery`, `useInfiniteQuery`). */
export type QueryView<T> = {
  data: T | undefined;
  error: Error | null;
  /** True while a retry is under way: the retry button spins. */
  isFetching?: boolean;
  refetch: () => unknown;
};

type QueryStateProps<T> = {
  query: QueryView<T>;
  /** Lines of the default skeleton; set it near the loaded content's height, so nothing jumps. */
  rows?: number;
  /** A skeleton shaped like the loaded content, instead of the default lines. */
  placeholder?: ReactNode;
  /** Whether the data counts as empty; by default an empty array, or a page whose `list` is. */
  isEmpty?: (data: T) => boolean;
  /** The empty state's text (default 暂无数据). */
  empty?: string;
  /** An action under the empty state's text (e.g. 去逛逛). */
  emptyExtra?: ReactNode;
  /** A page's own empty view, in place of antd's Empty. */
  emptyView?: ReactNode;
  /** The failure's title (default 加载失败); the server's message shows beneath it. */
  errorTitle?: string;
  /** Actions beside 重试 on failure (e.g. the way back). */
  errorExtra?: ReactNode;
  /** The box of the loading, error and empty states (a background, a minimum height). */
  style?: CSSProperties;
  children: (data: T) => ReactNode;
};

function defaultIsEmpty(data: unknown): boolean {
  if (Array.isArray(data)) return data.length === 0;
  const list = (data as { list?: unknown } | null)?.list;
  return Array.isArray(list) && list.length === 0;
}

/**
 * The one way a page shows a query that is not ready (issue 14): a skeleton while it loads, the
 * server's message with 重试 when it failed, an empty state when it has nothing, else `children`
 * with the data. Data already shown stays when a later refetch fails.
 */
export function QueryState<T>({
  query,
  rows = 6,
  placeholder,
  isEmpty = defaultIsEmpty,
  empty,
  emptyExtra,
  emptyView,
  errorTitle,
  errorExtra,
  style,
  children,
}: QueryStateProps<T>) {
  const { t } = useTranslation();
  const { data, error } = query;
  if (data === undefined && error)
    return (
      <Result
        status="warning"
        title={errorTitle ?? t('common:errors.loadFailed')}
        subTitle={error.message && error.message !== errorTitle ? error.message : undefined}
        extra={
          <Space>
            <Button type="primary" loading={query.isFetching} onClick={() => void query.refetch()}>
              {t('common:actions.retry')}
            </Button>
            {errorExtra}
          </Space>
        }
        style={style}
      />
    );
  if (data === undefined)
    return (
      <div role="status" aria-busy="true" aria-label={t('common:actions.loading')} style={style}>
        {placeholder ?? <Skeleton active paragraph={{ rows }} />}
      </div>
    );
  if (isEmpty(data))
    return (
      emptyView ?? (
        <Empty description={empty ?? t('common:states.empty')} style={style}>
          {emptyExtra}
        </Empty>
      )
    );
  return children(data);
}
