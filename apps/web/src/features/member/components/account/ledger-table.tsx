import {
  LEDGER_FROM_TYPES,
  LEDGER_PAGE_SIZE,
  LedgerAccountTypeSchema,
  type LedgerPageBody,
  type LedgerRow,
} from '@shop/contracts/member';
import { shopDateTimeSeconds } from '@shop/web-kit/shop-time';
import { formatYuan } from '@shop/web-kit/money';
import { DatePicker, Select, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { QueryState } from '@/components/query-state';
import { palette } from '@/app/theme';
import { useLedgerPage } from '../../api/get-ledger-page';

type Filter = Omit<LedgerPageBody, 'page' | 'page_size'>;

const LINK_PATHS: Record<NonNullable<LedgerRow['link']>['kind'], (id: number) => string> = {
  order: (id) => `/member/order_detail?order_id=${id}`,
  refund: (id) => `/member/refund_detail?refund_id=${id}`,
};

/** The money ledger with its filters (type, account, dates) and paging (issue 16). */
export function LedgerTable() {
  const { t } = useTranslation('account');
  const [filter, setFilter] = useState<Filter>({});
  const [page, setPage] = useState(1);
  const ledger = useLedgerPage({ ...filter, page, page_size: LEDGER_PAGE_SIZE });
  const change = (next: Filter) => {
    setFilter({ ...filter, ...next });
    setPage(1);
  };

  const columns: ColumnsType<LedgerRow> = [
    {
      title: t('ledger.time'),
      dataIndex: 'create_time',
      width: 180,
      render: (ms: number) => shopDateTimeSeconds(ms),
    },
    {
      title: t('ledger.account'),
      dataIndex: 'account_type',
      width: 90,
      render: (type: LedgerRow['account_type']) => t(`ledger.accounts.${type}`),
    },
    {
      title: t('ledger.type'),
      dataIndex: 'from_type',
      width: 110,
      render: (type: LedgerRow['from_type']) => <Tag>{t(`ledger.types.${type}`)}</Tag>,
    },
    {
      title: t('ledger.amount'),
      dataIndex: 'amount',
      width: 140,
      align: 'right',
      render: (amount: string) => {
        const negative = amount.startsWith('-');
        return (
          <span style={{ color: negative ? palette.successDark : palette.brand, fontWeight: 700 }}>
            {negative ? formatYuan(amount.slice(1), '-') : formatYuan(amount, '+')}
          </span>
        );
      },
    },
    {
      title: t('ledger.remark'),
      dataIndex: 'remark',
      // A payment or refund is read by its order or refund, linked (issue 25), not by a bare
      // payment number.
      render: (remark: string, row) =>
        row.link ? (
          <Link to={LINK_PATHS[row.link.kind](row.link.id)}>
            {t(`ledger.links.${row.link.kind}`, { no: row.link.no })}
          </Link>
        ) : (
          remark
        ),
    },
  ];

  return (
    <>
      <div style={{ display: 'flex', gap: 12, marginBottom: 16 }}>
        <Select
          aria-label={t('ledger.type')}
          style={{ width: 140 }}
          value={filter.from_type ?? ''}
          onChange={(v: string) =>
            change({ from_type: v === '' ? undefined : (v as Filter['from_type']) })
          }
          options={[
            { value: '', label: t('ledger.allTypes') },
            ...LEDGER_FROM_TYPES.map((type) => ({ value: type, label: t(`ledger.types.${type}`) })),
          ]}
        />
        <Select
          aria-label={t('ledger.account')}
          style={{ width: 120 }}
          value={filter.account_type ?? ''}
          onChange={(v: string) =>
            change({ account_type: v === '' ? undefined : (v as Filter['account_type']) })
          }
          options={[
            { value: '', label: t('ledger.allAccounts') },
            ...LedgerAccountTypeSchema.options.map((type) => ({
              value: type,
              label: t(`ledger.accounts.${type}`),
            })),
          ]}
        />
        <DatePicker.RangePicker
          aria-label={t('ledger.dates')}
          onChange={(range) =>
            change({
              start_date: range?.[0]?.format('YYYY-MM-DD'),
              end_date: range?.[1]?.format('YYYY-MM-DD'),
            })
          }
        />
      </div>
      <QueryState query={ledger} rows={LEDGER_PAGE_SIZE} empty={t('ledger.empty')}>
        {(data) => (
          <Table<LedgerRow>
            rowKey="id"
            size="middle"
            loading={ledger.isFetching}
            columns={columns}
            dataSource={data.list}
            pagination={{
              current: page,
              pageSize: LEDGER_PAGE_SIZE,
              total: data.count,
              showSizeChanger: false,
              hideOnSinglePage: true,
              onChange: setPage,
            }}
          />
        )}
      </QueryState>
    </>
  );
}
