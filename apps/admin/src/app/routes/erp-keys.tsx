import { PlusOutlined } from '@ant-design/icons';
import {
  erpKeyListsEndpoint,
  OPEN_API_DOCS_PATH,
  type ErpKey,
  type ErpKeySecret,
} from '@shop/contracts/erp';
import { shopDateTimeSeconds } from '@shop/web-kit/shop-time';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Flex, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { space } from '@/app/theme';
import { PageHeader } from '@/components/page-header';
import { SelectFilter } from '@/components/server-table/list-filters';
import { listQueryOptions } from '@/components/server-table/list-query';
import type { ListStateOptions } from '@/components/server-table/list-state';
import { ServerTable } from '@/components/server-table/server-table';
import { useListState } from '@/components/server-table/use-list-state';
import { KeyFormModal } from '@/features/erp/components/key-form-modal';
import { KeyStatusAction } from '@/features/erp/components/key-status-action';
import { RotateModal } from '@/features/erp/components/rotate-modal';
import { SecretModal } from '@/features/erp/components/secret-modal';
import { scopeLabelKey } from '@/features/erp/key-form-values';

const KEY_LIST: ListStateOptions = { filters: ['status'] };

const when = (seconds: number | null, never: string) =>
  seconds === null ? never : shopDateTimeSeconds(seconds * 1000);

/**
 * `/admin/erp` (issue 26): the shop's API keys for its ERP: create one (note, scopes, allowed
 * addresses) and see its secret once, disable or enable, rotate with a grace period, and open a
 * key's call log.
 */
export function ErpKeysPage() {
  const { t } = useTranslation('erp');
  const list = useListState(KEY_LIST);
  const query = useQuery(listQueryOptions(erpKeyListsEndpoint, list.body));
  const [adding, setAdding] = useState(false);
  const [rotating, setRotating] = useState<ErpKey | null>(null);
  const [secret, setSecret] = useState<ErpKeySecret | null>(null);

  return (
    <>
      <PageHeader
        title={t('title')}
        subTitle={t('subtitle')}
        extra={
          <>
            <Link to="/erp/calls">
              <Button>{t('actions.calls')}</Button>
            </Link>
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setAdding(true)}>
              {t('actions.add')}
            </Button>
          </>
        }
      />
      <Alert
        type="info"
        showIcon
        title={t('signing.title')}
        description={
          <Typography.Text>
            {t('signing.body')}{' '}
            <Typography.Link href={OPEN_API_DOCS_PATH} target="_blank">
              {OPEN_API_DOCS_PATH}
            </Typography.Link>
          </Typography.Text>
        }
        style={{ marginBottom: space.md }}
      />
      <Card>
        <Flex gap="small" style={{ marginBottom: space.md }}>
          <SelectFilter
            list={list}
            name="status"
            placeholder={t('filters.status')}
            options={[
              { value: '1', label: t('status.enabled') },
              { value: '0', label: t('status.disabled') },
            ]}
          />
        </Flex>
        <ServerTable<ErpKey>
          list={list}
          query={query}
          rowKey="key_id"
          columns={[
            { key: 'note', title: t('columns.note'), dataIndex: 'note' },
            {
              key: 'key_id',
              title: t('columns.key_id'),
              render: (_, row) => (
                <Typography.Text
                  code
                  copyable={{ text: row.key_id }}
                  style={{ whiteSpace: 'nowrap' }}
                >
                  {row.key_id}
                </Typography.Text>
              ),
            },
            {
              key: 'scopes',
              title: t('columns.scopes'),
              render: (_, row) => (
                <Space size={[0, 4]} wrap>
                  {row.scopes.map((scope) => (
                    <Tag key={scope}>{t(scopeLabelKey(scope))}</Tag>
                  ))}
                </Space>
              ),
            },
            {
              key: 'allowed_ips',
              title: t('columns.allowed_ips'),
              render: (_, row) =>
                row.allowed_ips.length ? row.allowed_ips.join(', ') : t('any_address'),
            },
            {
              key: 'status',
              title: t('columns.status'),
              render: (_, row) => (
                <Space direction="vertical" size={0}>
                  <Tag color={row.status === 1 ? 'success' : 'default'}>
                    {t(row.status === 1 ? 'status.enabled' : 'status.disabled')}
                  </Tag>
                  {row.previous_valid_until !== null && (
                    <Typography.Text type="warning">
                      {t('previous_until', { time: when(row.previous_valid_until, '') })}
                    </Typography.Text>
                  )}
                </Space>
              ),
            },
            {
              key: 'last_used',
              title: t('columns.last_used'),
              render: (_, row) => when(row.last_used_time, t('never_used')),
            },
            {
              key: 'created',
              title: t('columns.created'),
              render: (_, row) => when(row.create_time, ''),
            },
            {
              key: 'actions',
              title: t('columns.actions'),
              width: 220,
              render: (_, row) => (
                <Space size={0}>
                  <Link to={`/erp/calls?q=${row.key_id}`}>
                    <Button type="link" size="small">
                      {t('actions.calls')}
                    </Button>
                  </Link>
                  <Button type="link" size="small" onClick={() => setRotating(row)}>
                    {t('actions.rotate')}
                  </Button>
                  <KeyStatusAction erpKey={row} />
                </Space>
              ),
            },
          ]}
        />
      </Card>
      <KeyFormModal open={adding} onClose={() => setAdding(false)} onCreated={setSecret} />
      <RotateModal erpKey={rotating} onClose={() => setRotating(null)} onRotated={setSecret} />
      <SecretModal secret={secret} onClose={() => setSecret(null)} />
    </>
  );
}
