import type { SalesmanTeamMember, SalesmanTeamOrder } from '@shop/contracts/staff';
import { shopDate, shopDateTime } from '@shop/web-kit/shop-time';
import { formatYuan } from '@shop/web-kit/money';
import { Input, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '@/components/query-state';
import { palette } from '@/app/theme';
import { useSalesmanTeam } from '../../api/get-salesman-team';

const PAGE_SIZE = 10;

function RecentOrders({ orders }: { orders: SalesmanTeamOrder[] }) {
  const { t } = useTranslation('salesman');
  if (orders.length === 0)
    return <span style={{ color: palette.textMuted }}>{t('team.noOrders')}</span>;
  return (
    <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {orders.map((o) => (
        <li key={o.order_id} style={{ display: 'flex', gap: 12, lineHeight: '26px' }}>
          <span style={{ color: palette.textSecondary, width: 130 }}>
            {shopDateTime(o.create_time * 1000)}
          </span>
          <span style={{ width: 90, textAlign: 'right', color: palette.brand }}>
            {formatYuan(o.order_money)}
          </span>
          <Tag>{o.order_status_name}</Tag>
        </li>
      ))}
    </ul>
  );
}

/** The salesman's customers with their latest orders; searchable, paged (spec §6, issue 16). */
export function TeamTable() {
  const { t } = useTranslation('salesman');
  const [page, setPage] = useState(1);
  const [keyword, setKeyword] = useState('');
  const team = useSalesmanTeam({ page, page_size: PAGE_SIZE, ...(keyword ? { keyword } : {}) });
  const columns: ColumnsType<SalesmanTeamMember> = [
    {
      title: t('team.member'),
      key: 'member',
      render: (_, m) => (
        <div data-shop-data>
          <div style={{ fontWeight: 600 }}>{m.nickname}</div>
          {m.company_name && <div style={{ color: palette.textMuted }}>{m.company_name}</div>}
        </div>
      ),
    },
    {
      title: t('team.contact'),
      key: 'contact',
      width: 150,
      render: (_, m) => (
        <div data-shop-data>
          <div>{m.realname || '—'}</div>
          <div style={{ color: palette.textMuted }}>{m.mobile}</div>
        </div>
      ),
    },
    { title: t('team.orders'), dataIndex: 'order_count', width: 80, align: 'right' },
    {
      title: t('team.recent'),
      key: 'recent',
      width: 330,
      render: (_, m) => <RecentOrders orders={m.recent_orders} />,
    },
    {
      title: t('team.regTime'),
      dataIndex: 'reg_time',
      width: 110,
      render: (s: number) => shopDate(s * 1000),
    },
  ];
  return (
    <>
      <div style={{ display: 'flex', justifyContent: 'space-between', marginBottom: 16 }}>
        <Input.Search
          allowClear
          placeholder={t('team.search')}
          aria-label={t('team.search')}
          style={{ width: 320 }}
          onSearch={(value) => {
            setKeyword(value.trim());
            setPage(1);
          }}
        />
        {team.data && (
          <span style={{ color: palette.textSecondary }}>
            {t('team.count', { count: team.data.count })}
          </span>
        )}
      </div>
      <QueryState
        query={team}
        rows={PAGE_SIZE}
        empty={t('team.empty')}
        errorTitle={t('team.refused')}
      >
        {(data) => (
          <Table<SalesmanTeamMember>
            rowKey="member_id"
            size="middle"
            loading={team.isFetching}
            columns={columns}
            dataSource={data.list}
            pagination={{
              current: page,
              pageSize: PAGE_SIZE,
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
