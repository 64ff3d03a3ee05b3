import { ORDER_LIST_TABS, type OrderListTab } from '@shop/contracts/order';
import { Button, Pagination, Skeleton, Tabs } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { QueryState } from '@/components/query-state';
import { palette } from '@/app/theme';
import { useOrderList } from '../../api/get-order-list';
import { useOrderNum } from '../../api/get-order-num';
import { ORDER_PAGE_SIZE, tabCount, type OrderListPlace } from '../../lib/order-tabs';
import { OrderCard } from './order-card';
import { cellStyle, COLUMN_WIDTHS } from './order-columns';

function TabLabel({ tab, count }: { tab: OrderListTab; count: number | undefined }) {
  const { t } = useTranslation('order');
  return (
    <span>
      {t(`tabs.${tab}`)}
      {count !== undefined && count > 0 && (
        <span style={{ marginLeft: 4, color: palette.brand, fontWeight: 600 }}>{count}</span>
      )}
    </span>
  );
}

/** The grey row naming the columns above the orders (商品, 单价, 数量, 实付款, 订单状态, 操作). */
function ColumnHead() {
  const { t } = useTranslation('order');
  return (
    <div
      role="presentation"
      style={{
        display: 'flex',
        alignItems: 'center',
        height: 36,
        background: palette.fill,
        color: palette.textSecondary,
        fontSize: 13,
        marginBottom: 12,
        border: `1px solid ${palette.divider}`,
        boxSizing: 'border-box',
      }}
    >
      <div style={{ flex: 1, paddingLeft: 16 }}>{t('list.columns.goods')}</div>
      <div style={cellStyle(COLUMN_WIDTHS.price)}>{t('list.columns.price')}</div>
      <div style={cellStyle(COLUMN_WIDTHS.num)}>{t('list.columns.num')}</div>
      <div style={cellStyle(COLUMN_WIDTHS.money)}>{t('list.columns.money')}</div>
      <div style={cellStyle(COLUMN_WIDTHS.status)}>{t('list.columns.status')}</div>
      <div style={cellStyle(COLUMN_WIDTHS.actions)}>{t('list.columns.actions')}</div>
    </div>
  );
}

function ListSkeleton() {
  return [0, 1, 2].map((i) => (
    <div key={i} style={{ border: `1px solid ${palette.divider}`, padding: 16, marginBottom: 16 }}>
      <Skeleton active avatar={{ shape: 'square', size: 64 }} paragraph={{ rows: 2 }} />
    </div>
  ));
}

type Props = OrderListPlace & { onPlaceChange: (place: OrderListPlace) => void };

/**
 * 我的订单: tabs with the counts of each (from /api/order/num), a page of orders, paging. The tab
 * and page come from and go to the URL through `onPlaceChange`.
 */
export function OrderListPanel({ tab, page, onPlaceChange }: Props) {
  const { t } = useTranslation('order');
  const num = useOrderNum();
  const query = useOrderList({ tab, page });
  const data = query.data;
  // The last order of a later page left this tab (paid, cancelled): show the last page there is.
  const emptiedPage =
    data !== undefined && !query.isPlaceholderData && data.list.length === 0 && page > 1;
  useEffect(() => {
    if (emptiedPage) onPlaceChange({ tab, page: Math.max(1, data.page_count) });
  }, [emptiedPage, data?.page_count, onPlaceChange, tab]);

  return (
    <section
      style={{ background: palette.white, borderTop: `2px solid ${palette.brand}`, minHeight: 480 }}
    >
      <header
        style={{
          display: 'flex',
          alignItems: 'center',
          gap: 12,
          padding: '12px 16px 0',
        }}
      >
        <h1 style={{ margin: 0, fontSize: 18, fontWeight: 600 }}>{t('titles.orderList')}</h1>
        {data && data.count > 0 && (
          <span style={{ color: palette.textMuted, fontSize: 13 }}>
            {t('list.total', { count: data.count })}
          </span>
        )}
      </header>
      <div style={{ padding: '0 16px 16px' }}>
        <Tabs
          activeKey={tab}
          onChange={(key) => onPlaceChange({ tab: key as OrderListTab, page: 1 })}
          items={ORDER_LIST_TABS.map((key) => ({
            key,
            label: <TabLabel tab={key} count={tabCount(key, num)} />,
          }))}
        />
        <ColumnHead />
        <QueryState
          query={query}
          placeholder={<ListSkeleton />}
          errorTitle={t('list.loadError')}
          empty={t(`list.empty.${tab}`)}
          emptyExtra={
            <Link to="/list">
              <Button type="primary">{t('list.goShopping')}</Button>
            </Link>
          }
        >
          {(data) => (
            <div style={{ opacity: query.isPlaceholderData ? 0.6 : 1 }}>
              {data.list.map((order) => (
                <OrderCard key={order.order_id} order={order} />
              ))}
              {data.count > ORDER_PAGE_SIZE && (
                <Pagination
                  current={page}
                  pageSize={ORDER_PAGE_SIZE}
                  total={data.count}
                  showSizeChanger={false}
                  onChange={(next) => onPlaceChange({ tab, page: next })}
                  style={{ marginTop: 20, justifyContent: 'center' }}
                />
              )}
            </div>
          )}
        </QueryState>
      </div>
    </section>
  );
}
