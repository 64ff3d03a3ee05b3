import { ArrowDownOutlined, ArrowUpOutlined, LeftOutlined, RightOutlined } from '@ant-design/icons';
import type { GoodsListOrder } from '@shop/contracts/catalogue';
import { Button } from 'antd';
import { Trans, useTranslation } from 'react-i18next';
import { palette } from '@/app/theme';
import { changeListQuery, LIST_ORDERS, nextSort, type ListQuery } from '../../lib/list-query';

type SortBarProps = {
  query: ListQuery;
  count: number | undefined;
  pageCount: number;
  isMember: boolean;
  onChange: (next: ListQuery) => void;
};

/**
 * 综合 / 销量 / 价格 / 新品 (price is members only: visitors see no prices), the total and a small
 * pager. The price tab toggles low-to-high and high-to-low.
 */
export function SortBar({ query, count, pageCount, isMember, onChange }: SortBarProps) {
  const { t } = useTranslation('goods-list');
  const orders = LIST_ORDERS.filter((order) => order !== 'price' || isMember);
  const tab = (order: GoodsListOrder) => {
    const active = query.order === order;
    const priceLabel =
      order === 'price' && active
        ? t(query.sort === 'asc' ? 'sort.priceAsc' : 'sort.priceDesc')
        : undefined;
    return (
      <button
        key={order}
        type="button"
        aria-pressed={active}
        aria-label={priceLabel}
        title={priceLabel}
        onClick={() => onChange(changeListQuery(query, nextSort(query, order)))}
        style={{
          height: 30,
          padding: '0 16px',
          marginRight: -1,
          border: `1px solid ${palette.border}`,
          background: active ? palette.brand : palette.white,
          color: active ? palette.white : palette.text,
          cursor: 'pointer',
          display: 'inline-flex',
          alignItems: 'center',
          gap: 4,
        }}
      >
        {t(`sort.${order}`)}
        {order === 'price' &&
          (active && query.sort === 'desc' ? (
            <ArrowDownOutlined aria-hidden style={{ fontSize: 11 }} />
          ) : (
            <ArrowUpOutlined aria-hidden style={{ fontSize: 11, opacity: active ? 1 : 0.5 }} />
          ))}
      </button>
    );
  };
  const goTo = (page: number) => onChange(changeListQuery(query, { page }));
  return (
    <div
      style={{
        display: 'flex',
        alignItems: 'center',
        padding: '8px 12px',
        background: palette.fillLight,
        border: `1px solid ${palette.divider}`,
      }}
    >
      <div role="group" aria-label={t('sort.label')} style={{ display: 'flex' }}>
        {orders.map(tab)}
      </div>
      <div style={{ flex: 1 }} />
      {count !== undefined && (
        <span style={{ color: palette.textSecondary, marginRight: 16 }}>
          <Trans
            t={t}
            i18nKey="sort.total"
            values={{ count }}
            components={{ strong: <strong style={{ color: palette.brand }} /> }}
          />
        </span>
      )}
      {pageCount > 0 && (
        <span style={{ display: 'inline-flex', alignItems: 'center', gap: 6 }}>
          <span>
            <span style={{ color: palette.brand }}>{query.page}</span>/{pageCount}
          </span>
          <Button
            size="small"
            icon={<LeftOutlined />}
            aria-label={t('sort.prev')}
            disabled={query.page <= 1}
            onClick={() => goTo(query.page - 1)}
          />
          <Button
            size="small"
            icon={<RightOutlined />}
            aria-label={t('sort.next')}
            disabled={query.page >= pageCount}
            onClick={() => goTo(query.page + 1)}
          />
        </span>
      )}
    </div>
  );
}
