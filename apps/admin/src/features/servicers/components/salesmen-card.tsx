import type { ConsoleSalesman } from '@shop/contracts/staff';
import { Button, Card, Table, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSalesmen } from '../api/salesmen';
import { SalesmanEditModal } from './salesman-edit-modal';

/**
 * The salesmen (业务员, spec §6, issue 16): the phone their members see and the member login
 * from which they open their team pages in the storefront's member centre.
 */
export function SalesmenCard() {
  const { t } = useTranslation('servicers');
  const query = useSalesmen();
  const [editing, setEditing] = useState<ConsoleSalesman | null>(null);
  return (
    <Card title={t('salesmen.title')} style={{ marginTop: 16 }}>
      <Table<ConsoleSalesman>
        rowKey="staff_id"
        size="middle"
        loading={query.isLoading}
        dataSource={query.data ?? []}
        pagination={false}
        locale={{ emptyText: query.error ? query.error.message : t('salesmen.empty') }}
        columns={[
          { key: 'username', title: t('columns.username'), dataIndex: 'username' },
          { key: 'nickname', title: t('columns.nickname'), dataIndex: 'nickname' },
          {
            key: 'mobile',
            title: t('salesmen.mobile'),
            render: (_, row) => row.mobile || '—',
          },
          {
            key: 'member',
            title: t('salesmen.member_login'),
            render: (_, row) =>
              row.member_username ? <Tag>{row.member_username}</Tag> : t('salesmen.unlinked'),
          },
          { key: 'team', title: t('salesmen.team_count'), dataIndex: 'team_count' },
          {
            key: 'actions',
            title: t('columns.actions'),
            width: 100,
            render: (_, row) => (
              <Button type="link" size="small" onClick={() => setEditing(row)}>
                {t('actions.edit')}
              </Button>
            ),
          },
        ]}
      />
      <SalesmanEditModal salesman={editing} onClose={() => setEditing(null)} />
    </Card>
  );
}
