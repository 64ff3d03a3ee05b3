import type { Page } from '@shop/contracts/common';
import type { UseQueryResult } from '@tanstack/react-query';
import { Alert, Button, Empty, Result, Table } from 'antd';
import type { TableProps } from 'antd';
import type { SorterResult } from 'antd/es/table/interface';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { PAGE_SIZES } from './list-state';
import type { ListController } from './use-list-state';
import { space } from '@/app/theme';

export type ServerTableProps<Row> = Omit<
  TableProps<Row>,
  'dataSource' | 'pagination' | 'loading' | 'onChange'
> & {
  /** The list's URL state (`useListState`). */
  list: ListController;
  /** The page query (`useQuery(listQueryOptions(endpoint, list.body))`). */
  query: UseQueryResult<Page<Row>>;
};

/**
 * An antd Table over a server-paged call (`{page_count, count, list}`): paging, page size and
 * sort go to the URL through `list`; a column sorts on the server when it has `sorter: true`
 * and a `key` naming the sort field. Shows loading, a failure with a retry, and an empty state
 * that offers to clear the filters when they hide every row.
 */
export function ServerTable<Row extends object>({
  list,
  query,
  columns,
  ...rest
}: ServerTableProps<Row>) {
  const { t } = useTranslation();
  const page = query.data;

  // An address past the last page (rows deleted, a shared link) lands on the last page instead.
  const lastPage = page?.page_count ?? 0;
  useEffect(() => {
    if (lastPage > 0 && list.page > lastPage) list.update({ page: lastPage });
  }, [lastPage, list]);

  if (query.isError && !page)
    return (
      <Result
        status="error"
        title={t('table.failed')}
        subTitle={query.error.message}
        extra={
          <Button type="primary" onClick={() => void query.refetch()}>
            {t('actions.retry')}
          </Button>
        }
      />
    );

  const filtered = list.search !== '' || Object.keys(list.filters).length > 0;
  const sortedColumns = columns?.map((column) =>
    column.sorter && column.key !== undefined
      ? {
          ...column,
          sortOrder:
            list.sort?.field === column.key
              ? list.sort.order === 'asc'
                ? ('ascend' as const)
                : ('descend' as const)
              : null,
        }
      : column,
  );

  const onChange: TableProps<Row>['onChange'] = (pagination, _filters, sorter, extra) => {
    if (extra.action === 'paginate') {
      const pageSize = pagination.pageSize ?? list.pageSize;
      list.update(
        pageSize !== list.pageSize ? { pageSize } : { page: pagination.current ?? list.page },
      );
    }
    if (extra.action === 'sort') {
      const single: SorterResult<Row> | undefined = Array.isArray(sorter) ? sorter[0] : sorter;
      const field = single?.columnKey;
      list.update({
        sort:
          single?.order && field !== undefined
            ? { field: String(field), order: single.order === 'ascend' ? 'asc' : 'desc' }
            : null,
      });
    }
  };

  return (
    <>
      {query.isError && (
        <Alert
          type="error"
          showIcon
          title={query.error.message}
          action={
            <Button size="small" onClick={() => void query.refetch()}>
              {t('actions.retry')}
            </Button>
          }
          style={{ marginBottom: space.md }}
        />
      )}
      <Table<Row>
        {...rest}
        columns={sortedColumns}
        dataSource={page?.list ?? []}
        loading={query.isFetching}
        onChange={onChange}
        locale={{
          emptyText: query.isPending ? (
            ' '
          ) : (
            <Empty
              image={Empty.PRESENTED_IMAGE_SIMPLE}
              description={filtered ? t('table.no_match') : t('table.empty')}
            >
              {filtered && <Button onClick={list.reset}>{t('table.clear_filters')}</Button>}
            </Empty>
          ),
        }}
        pagination={{
          current: list.page,
          pageSize: list.pageSize,
          total: page?.count ?? 0,
          showSizeChanger: true,
          pageSizeOptions: PAGE_SIZES.map(String),
          showQuickJumper: (page?.page_count ?? 0) > 5,
          showTotal: (total) => t('table.total', { count: total }),
        }}
      />
    </>
  );
}
