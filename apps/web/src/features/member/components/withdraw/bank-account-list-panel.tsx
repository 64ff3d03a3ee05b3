import { PlusOutlined } from '@ant-design/icons';
import { BANK_ACCOUNT_MAX, type BankAccount } from '@shop/contracts/member';
import { Button, Popconfirm, Table, Tag, Tooltip } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { QueryState } from '@/components/query-state';
import { toast } from '@/lib/toast';
import { palette } from '@/app/theme';
import { PanelFrame } from '@/components/panel-frame';
import { useDeleteBankAccount, useSetDefaultBankAccount } from '../../api/bank-account-writes';
import { useBankAccountPage } from '../../api/get-bank-accounts';
import { refusalText } from '@/lib/refusal-text';
import { maskAccount } from './mask-account';

/** The page that adds (no id) or edits (`?id=`) a withdrawal account. */
export const accountEditPath = (id?: number) =>
  id ? `/member/account_edit?id=${id}` : '/member/account_edit';

function AddButton({ full }: { full: boolean }) {
  const { t } = useTranslation('withdraw');
  const button = (
    <Button type="primary" icon={<PlusOutlined />} disabled={full}>
      {t('account.add')}
    </Button>
  );
  if (full) return <Tooltip title={t('account.full', { max: BANK_ACCOUNT_MAX })}>{button}</Tooltip>;
  return <Link to={accountEditPath()}>{button}</Link>;
}

/** 提现账户 (issue 16): the member's accounts with set default, edit and delete. */
export function BankAccountListPanel() {
  const { t } = useTranslation('withdraw');
  const query = useBankAccountPage();
  const setDefault = useSetDefaultBankAccount();
  const remove = useDeleteBankAccount();
  const list = query.data?.list ?? [];

  const makeDefault = (id: number) =>
    setDefault
      .mutateAsync(id)
      .then(() => toast.success(t('account.defaultSet')))
      .catch((error: unknown) => toast.error(refusalText(error, t('account.defaultFailed'))));
  const drop = (id: number) =>
    remove
      .mutateAsync(id)
      .then(() => toast.success(t('account.deleted')))
      .catch((error: unknown) => toast.error(refusalText(error, t('account.deleteFailed'))));

  const columns: ColumnsType<BankAccount> = [
    {
      title: t('account.columns.type'),
      dataIndex: 'withdraw_type',
      width: 100,
      render: (type: BankAccount['withdraw_type']) => (
        <Tag color={type === 'bank' ? 'blue' : 'cyan'}>{t(`types.${type}`)}</Tag>
      ),
    },
    { title: t('account.columns.realname'), dataIndex: 'realname', width: 110 },
    {
      title: t('account.columns.account'),
      key: 'account',
      render: (_, a) => (
        <>
          <div>{maskAccount(a.withdraw_type, a.account_number)}</div>
          {a.withdraw_type === 'bank' && (
            <div style={{ color: palette.textMuted, fontSize: 12 }}>
              {[a.bank_name, a.branch_name].filter(Boolean).join(' ')}
            </div>
          )}
        </>
      ),
    },
    { title: t('account.columns.mobile'), dataIndex: 'mobile', width: 130 },
    {
      title: t('account.columns.actions'),
      key: 'actions',
      width: 120,
      render: (_, a) => (
        <span style={{ whiteSpace: 'nowrap' }}>
          <Link to={accountEditPath(a.id)}>{t('account.edit')}</Link>
          <span style={{ color: palette.border, margin: '0 8px' }}>|</span>
          <Popconfirm
            title={t('account.deleteConfirm')}
            okText={t('account.deleteOk')}
            cancelText={t('account.deleteCancel')}
            okButtonProps={{ danger: true, loading: remove.isPending }}
            onConfirm={() => drop(a.id)}
          >
            <Button type="link" size="small" style={{ padding: 0, height: 'auto' }}>
              {t('account.delete')}
            </Button>
          </Popconfirm>
        </span>
      ),
    },
    {
      title: t('account.columns.default'),
      key: 'default',
      width: 100,
      align: 'center',
      render: (_, a) =>
        a.is_default === 1 ? (
          <Tag color="red" style={{ marginInlineEnd: 0 }}>
            {t('account.defaultTag')}
          </Tag>
        ) : (
          <Button
            type="link"
            size="small"
            disabled={setDefault.isPending}
            onClick={() => void makeDefault(a.id)}
            style={{ padding: 0, height: 'auto' }}
          >
            {t('account.setDefault')}
          </Button>
        ),
    },
  ];

  return (
    <PanelFrame
      title={t('titles.accountList')}
      extra={
        query.data && (
          <>
            <span style={{ color: palette.textMuted, fontSize: 13 }}>
              {t('account.count', { count: list.length, max: BANK_ACCOUNT_MAX })}
            </span>
            {list.length > 0 && <AddButton full={list.length >= BANK_ACCOUNT_MAX} />}
          </>
        )
      }
    >
      <QueryState
        query={query}
        rows={3}
        errorTitle={t('account.loadFailed')}
        empty={t('account.empty')}
        emptyExtra={<AddButton full={false} />}
      >
        {(data) => (
          <Table<BankAccount>
            rowKey="id"
            size="middle"
            columns={columns}
            dataSource={data.list}
            pagination={false}
            onRow={(a) => ({
              style: a.is_default === 1 ? { background: palette.brandWash } : undefined,
            })}
          />
        )}
      </QueryState>
    </PanelFrame>
  );
}
