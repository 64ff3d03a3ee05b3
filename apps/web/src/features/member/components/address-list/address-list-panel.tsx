import { PlusOutlined } from '@ant-design/icons';
import { ADDRESS_MAX, type Address } from '@shop/contracts/member';
import { ApiError } from '@shop/web-kit/api';
import { Button, Popconfirm, Table, Tag, Tooltip } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { QueryState } from '@/components/query-state';
import { toast } from '@/lib/toast';
import { palette } from '@/app/theme';
import { useDeleteAddress } from '../../api/delete-address';
import { useAddressPage } from '../../api/get-address-page';
import { useSetDefaultAddress } from '../../api/set-default-address';

/** The page that adds (no id) or edits (`?id=`) an address. */
export const addressEditPath = (id?: number) =>
  id ? `/member/address_edit?id=${id}` : '/member/address_edit';

/** The server's refusal, else a generic text. */
const refusal = (error: unknown, fallback: string) =>
  error instanceof ApiError && error.message ? error.message : fallback;

function AddButton({ full }: { full: boolean }) {
  const { t } = useTranslation('address');
  const button = (
    <Button type="primary" icon={<PlusOutlined />} disabled={full}>
      {t('add')}
    </Button>
  );
  if (full) return <Tooltip title={t('list.full', { max: ADDRESS_MAX })}>{button}</Tooltip>;
  return <Link to={addressEditPath()}>{button}</Link>;
}

/**
 * 收货地址 (member centre): the member's addresses in a table with set default, edit (the edit
 * page) and delete (after a confirm); at most ADDRESS_MAX, the add button is disabled there.
 */
export function AddressListPanel() {
  const { t } = useTranslation('address');
  const query = useAddressPage();
  const setDefault = useSetDefaultAddress();
  const remove = useDeleteAddress();
  const list = query.data?.list ?? [];
  const full = list.length >= ADDRESS_MAX;

  const makeDefault = (id: number) =>
    setDefault
      .mutateAsync(id)
      .then(() => toast.success(t('defaultSet')))
      .catch((error: unknown) => toast.error(refusal(error, t('list.defaultFailed'))));
  const drop = (id: number) =>
    remove
      .mutateAsync(id)
      .then(() => toast.success(t('list.deleted')))
      .catch((error: unknown) => toast.error(refusal(error, t('list.deleteFailed'))));

  const columns: ColumnsType<Address> = [
    {
      title: t('list.columns.name'),
      dataIndex: 'name',
      width: 120,
      ellipsis: true,
    },
    { title: t('list.columns.region'), dataIndex: 'full_address', width: 200 },
    { title: t('list.columns.address'), dataIndex: 'address' },
    { title: t('list.columns.mobile'), dataIndex: 'mobile', width: 130 },
    {
      title: t('list.columns.actions'),
      key: 'actions',
      width: 130,
      render: (_, address) => (
        <span style={{ whiteSpace: 'nowrap' }}>
          <Link to={addressEditPath(address.id)}>{t('edit')}</Link>
          <span style={{ color: palette.border, margin: '0 8px' }}>|</span>
          <Popconfirm
            title={t('list.deleteConfirm')}
            okText={t('list.deleteOk')}
            cancelText={t('list.deleteCancel')}
            okButtonProps={{ danger: true, loading: remove.isPending }}
            onConfirm={() => drop(address.id)}
          >
            <Button type="link" size="small" style={{ padding: 0, height: 'auto' }}>
              {t('list.delete')}
            </Button>
          </Popconfirm>
        </span>
      ),
    },
    {
      title: t('list.columns.default'),
      key: 'default',
      width: 110,
      align: 'center',
      render: (_, address) =>
        address.is_default === 1 ? (
          <Tag color="red" style={{ marginInlineEnd: 0 }}>
            {t('list.defaultTag')}
          </Tag>
        ) : (
          <Button
            type="link"
            size="small"
            disabled={setDefault.isPending}
            onClick={() => void makeDefault(address.id)}
            style={{ padding: 0, height: 'auto' }}
          >
            {t('setDefault')}
          </Button>
        ),
    },
  ];

  return (
    <section
      style={{ background: palette.white, borderTop: `2px solid ${palette.brand}`, minHeight: 480 }}
    >
      <header
        style={{
          display: 'flex',
          alignItems: 'center',
          gap: 12,
          padding: '12px 16px',
          borderBottom: `1px solid ${palette.dividerLight}`,
        }}
      >
        <h1 style={{ margin: 0, fontSize: 18, fontWeight: 600 }}>{t('titles.deliveryAddress')}</h1>
        {query.data && (
          <span style={{ color: palette.textMuted, fontSize: 13 }} data-testid="address-count">
            {t('list.count', { count: list.length, max: ADDRESS_MAX })}
          </span>
        )}
        <span style={{ flex: 1 }} />
        {query.data && list.length > 0 && <AddButton full={full} />}
      </header>
      <div style={{ padding: 16 }}>
        <QueryState
          query={query}
          rows={3}
          errorTitle={t('loadFailed')}
          empty={t('list.empty')}
          emptyExtra={<AddButton full={false} />}
        >
          {(data) => (
            <Table<Address>
              rowKey="id"
              size="middle"
              columns={columns}
              dataSource={data.list}
              pagination={false}
              onRow={(address) => ({
                style: address.is_default === 1 ? { background: palette.brandWash } : undefined,
              })}
            />
          )}
        </QueryState>
      </div>
    </section>
  );
}
