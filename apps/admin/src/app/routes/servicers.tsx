import { PlusOutlined } from '@ant-design/icons';
import { servicerListsEndpoint, type Servicer } from '@shop/contracts/staff';
import { shopDateTimeSeconds } from '@shop/web-kit/shop-time';
import { useQuery } from '@tanstack/react-query';
import { Badge, Button, Card, Space, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ExportButton } from '@/components/export/export-button';
import type { ExportColumn } from '@/components/export/export-columns';
import { PageHeader } from '@/components/page-header';
import { SelectFilter } from '@/components/server-table/list-filters';
import { listQueryOptions, pageFetcher } from '@/components/server-table/list-query';
import type { ListStateOptions } from '@/components/server-table/list-state';
import { ListToolbar } from '@/components/server-table/list-toolbar';
import { ServerTable } from '@/components/server-table/server-table';
import { useListState } from '@/components/server-table/use-list-state';
import { useShopOptions } from '@/lib/shop-options';
import { ResetPasswordModal } from '@/features/servicers/components/reset-password-modal';
import { SalesmenCard } from '@/features/servicers/components/salesmen-card';
import { ServicerFormModal } from '@/features/servicers/components/servicer-form-modal';
import { ServicerStatusAction } from '@/features/servicers/components/servicer-status-action';
import { useStaff } from '@/lib/staff';

const SERVICER_LIST: ListStateOptions = { filters: ['status', 'site_id'] };

/**
 * `/admin/servicers` (issue 15): the servicer accounts of the shop (a platform account: of every
 * shop, filtered by shop), searched by username or nickname; add, edit, disable or enable, and
 * reset a password.
 */
export function ServicersPage() {
  const { t } = useTranslation('servicers');
  const platform = useStaff().is_platform === 1;
  const list = useListState(SERVICER_LIST);
  const query = useQuery(listQueryOptions(servicerListsEndpoint, list.body));
  const shops = useShopOptions(platform);
  const [editing, setEditing] = useState<Servicer | 'new' | null>(null);
  const [resetting, setResetting] = useState<Servicer | null>(null);

  const statusText = (row: Servicer) => t(row.status === 1 ? 'status.enabled' : 'status.disabled');
  const exportColumns: ExportColumn<Servicer>[] = [
    { title: t('columns.username'), value: (row) => row.username },
    { title: t('columns.nickname'), value: (row) => row.nickname },
    ...(platform ? [{ title: t('columns.shop'), value: (row: Servicer) => row.shop_name }] : []),
    { title: t('columns.status'), value: statusText },
    {
      title: t('columns.online'),
      value: (row) => t(row.online === 1 ? 'online.on' : 'online.off'),
    },
    { title: t('columns.created'), value: (row) => shopDateTimeSeconds(row.create_time * 1000) },
  ];

  return (
    <>
      <PageHeader
        title={t('title')}
        subTitle={t('subtitle')}
        extra={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
            {t('actions.add')}
          </Button>
        }
      />
      <Card>
        <ListToolbar
          list={list}
          searchPlaceholder={t('search')}
          extra={
            <ExportButton
              name="servicers"
              columns={exportColumns}
              fetchPage={pageFetcher(servicerListsEndpoint, list.body)}
            />
          }
        >
          <SelectFilter
            list={list}
            name="status"
            placeholder={t('filters.status')}
            options={[
              { value: '1', label: t('status.enabled') },
              { value: '0', label: t('status.disabled') },
            ]}
          />
          {platform && (
            <SelectFilter
              list={list}
              name="site_id"
              placeholder={t('filters.shop')}
              options={shops.data ?? []}
              width={200}
            />
          )}
        </ListToolbar>
        <ServerTable<Servicer>
          list={list}
          query={query}
          rowKey="staff_id"
          columns={[
            { key: 'username', title: t('columns.username'), dataIndex: 'username' },
            { key: 'nickname', title: t('columns.nickname'), dataIndex: 'nickname' },
            ...(platform
              ? [{ key: 'shop', title: t('columns.shop'), dataIndex: 'shop_name' as const }]
              : []),
            {
              key: 'status',
              title: t('columns.status'),
              render: (_, row) => (
                <Tag color={row.status === 1 ? 'success' : 'default'}>{statusText(row)}</Tag>
              ),
            },
            {
              key: 'online',
              title: t('columns.online'),
              render: (_, row) => (
                <Badge
                  status={row.online === 1 ? 'processing' : 'default'}
                  text={t(row.online === 1 ? 'online.on' : 'online.off')}
                />
              ),
            },
            {
              key: 'created',
              title: t('columns.created'),
              render: (_, row) => shopDateTimeSeconds(row.create_time * 1000),
            },
            {
              key: 'actions',
              title: t('columns.actions'),
              width: 220,
              render: (_, row) => (
                <Space size={0}>
                  <Button type="link" size="small" onClick={() => setEditing(row)}>
                    {t('actions.edit')}
                  </Button>
                  <Button type="link" size="small" onClick={() => setResetting(row)}>
                    {t('actions.reset_password')}
                  </Button>
                  <ServicerStatusAction servicer={row} />
                </Space>
              ),
            },
          ]}
        />
      </Card>
      <ServicerFormModal
        open={editing !== null}
        servicer={editing === 'new' || editing === null ? undefined : editing}
        onClose={() => setEditing(null)}
      />
      <ResetPasswordModal servicer={resetting} onClose={() => setResetting(null)} />
      <SalesmenCard />
    </>
  );
}
