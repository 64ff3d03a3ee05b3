import { PlusOutlined } from '@ant-design/icons';
import { staffAccountListsEndpoint, STAFF_ROLES, type StaffAccount } from '@shop/contracts/staff';
import { useQuery } from '@tanstack/react-query';
import { Badge, Button, Card, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { SelectFilter } from '@/components/server-table/list-filters';
import { listQueryOptions } from '@/components/server-table/list-query';
import { ListToolbar } from '@/components/server-table/list-toolbar';
import { ServerTable } from '@/components/server-table/server-table';
import { useListState } from '@/components/server-table/use-list-state';
import { AccountFormModal } from '@/features/servicers/components/account-form-modal';
import { shopDateTime } from '@shop/web-kit/shop-time';
import { useStaff } from '@/lib/staff';

/** `/admin/accounts` (issue 25): the staff accounts of every role; an administrator adds more. */
export function StaffAccountsPage() {
  const { t } = useTranslation('servicers');
  const platform = useStaff().is_platform === 1;
  const list = useListState({ filters: ['role'] });
  const query = useQuery(listQueryOptions(staffAccountListsEndpoint, list.body));
  const [adding, setAdding] = useState(false);

  return (
    <>
      <PageHeader
        title={t('accounts.title')}
        subTitle={t('accounts.subtitle')}
        extra={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setAdding(true)}>
            {t('accounts.add')}
          </Button>
        }
      />
      <Card>
        <ListToolbar list={list} searchPlaceholder={t('search')}>
          <SelectFilter
            list={list}
            name="role"
            placeholder={t('accounts.role')}
            options={STAFF_ROLES.map((role) => ({
              value: role,
              label: t(`accounts.roles.${role}`),
            }))}
          />
        </ListToolbar>
        <ServerTable<StaffAccount>
          list={list}
          query={query}
          rowKey="staff_id"
          columns={[
            { key: 'username', title: t('columns.username'), dataIndex: 'username' },
            { key: 'nickname', title: t('columns.nickname'), dataIndex: 'nickname' },
            {
              key: 'role',
              title: t('accounts.role'),
              render: (_, a) => (
                <>
                  {t(`accounts.roles.${a.role}`, { defaultValue: a.role })}
                  {a.is_platform === 1 && (
                    <Tag color="blue" style={{ marginInlineStart: 8 }}>
                      {t('accounts.platform')}
                    </Tag>
                  )}
                </>
              ),
            },
            ...(platform
              ? [{ key: 'shop', title: t('columns.shop'), dataIndex: 'shop_name' as const }]
              : []),
            {
              key: 'status',
              title: t('columns.status'),
              render: (_, a) => (
                <Badge
                  status={a.status === 1 ? 'success' : 'default'}
                  text={t(a.status === 1 ? 'status.enabled' : 'status.disabled')}
                />
              ),
            },
            {
              key: 'created',
              title: t('columns.created'),
              render: (_, a) => shopDateTime(a.create_time * 1000),
            },
          ]}
        />
      </Card>
      <AccountFormModal open={adding} platform={platform} onClose={() => setAdding(false)} />
    </>
  );
}
