import { PlusOutlined } from '@ant-design/icons';
import { consoleStoreListEndpoint, type ConsoleStore } from '@shop/contracts/catalogue';
import { shopDateTimeSeconds } from '@shop/web-kit/shop-time';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { SelectFilter } from '@/components/server-table/list-filters';
import { listQueryOptions } from '@/components/server-table/list-query';
import type { ListStateOptions } from '@/components/server-table/list-state';
import { ListToolbar } from '@/components/server-table/list-toolbar';
import { ServerTable } from '@/components/server-table/server-table';
import { useListState } from '@/components/server-table/use-list-state';
import { StoreFormModal } from '@/features/stores/components/store-form-modal';
import { StoreStatusAction } from '@/features/stores/components/store-status-action';
import { VerifiersDrawer } from '@/features/stores/components/verifiers-drawer';
import { useShopOptions } from '@/lib/shop-options';
import { useStaff } from '@/lib/staff';

const STORE_LIST: ListStateOptions = { filters: ['is_open', 'site_id'] };

/**
 * `/admin/stores` (issue 17): the shop's pickup stores (门店自提; a platform account: every shop's,
 * filtered by shop), open ones first, searched by name, phone or address; add, edit, close or
 * reopen a store, and manage the verifiers who hand orders over at its desk.
 */
export function StoresPage() {
  const { t } = useTranslation('stores');
  const platform = useStaff().is_platform === 1;
  const list = useListState(STORE_LIST);
  const query = useQuery(listQueryOptions(consoleStoreListEndpoint, list.body));
  const shops = useShopOptions(platform);
  const [editing, setEditing] = useState<ConsoleStore | 'new' | null>(null);
  const [verifiersOf, setVerifiersOf] = useState<ConsoleStore | null>(null);

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
        <ListToolbar list={list} searchPlaceholder={t('search')}>
          <SelectFilter
            list={list}
            name="is_open"
            placeholder={t('filters.status')}
            options={[
              { value: '1', label: t('status.open') },
              { value: '0', label: t('status.closed') },
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
        <ServerTable<ConsoleStore>
          list={list}
          query={query}
          rowKey="store_id"
          columns={[
            {
              key: 'name',
              title: t('columns.store'),
              render: (_, row) => (
                <div>
                  <div>{row.store_name}</div>
                  {row.store_name_en && (
                    <Typography.Text type="secondary">{row.store_name_en}</Typography.Text>
                  )}
                </div>
              ),
            },
            ...(platform
              ? [{ key: 'shop', title: t('columns.shop'), dataIndex: 'shop_name' as const }]
              : []),
            { key: 'telephone', title: t('columns.telephone'), dataIndex: 'telephone' },
            {
              key: 'address',
              title: t('columns.address'),
              render: (_, row) => `${row.full_address} ${row.address}`,
            },
            {
              key: 'hours',
              title: t('columns.open_hours'),
              render: (_, row) => (
                <div>
                  <div>{row.open_hours}</div>
                  {row.open_hours_en && (
                    <Typography.Text type="secondary">{row.open_hours_en}</Typography.Text>
                  )}
                </div>
              ),
            },
            {
              key: 'verifiers',
              title: t('columns.verifiers'),
              render: (_, row) => (
                <Button type="link" size="small" onClick={() => setVerifiersOf(row)}>
                  {t('verifiers.count', { count: row.verifier_count })}
                </Button>
              ),
            },
            {
              key: 'status',
              title: t('columns.status'),
              render: (_, row) => (
                <Tag color={row.is_open === 1 ? 'success' : 'default'}>
                  {t(row.is_open === 1 ? 'status.open' : 'status.closed')}
                </Tag>
              ),
            },
            {
              key: 'created',
              title: t('columns.created'),
              render: (_, row) => shopDateTimeSeconds(row.create_time),
            },
            {
              key: 'actions',
              title: t('columns.actions'),
              width: 200,
              render: (_, row) => (
                <Space size={0}>
                  <Button type="link" size="small" onClick={() => setEditing(row)}>
                    {t('actions.edit')}
                  </Button>
                  <Button type="link" size="small" onClick={() => setVerifiersOf(row)}>
                    {t('actions.verifiers')}
                  </Button>
                  <StoreStatusAction store={row} />
                </Space>
              ),
            },
          ]}
        />
      </Card>
      <StoreFormModal
        open={editing !== null}
        store={editing === 'new' || editing === null ? undefined : editing}
        onClose={() => setEditing(null)}
      />
      <VerifiersDrawer store={verifiersOf} onClose={() => setVerifiersOf(null)} />
    </>
  );
}
