import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { QueryState } from '@/components/query-state';
import { PanelFrame } from '@/components/panel-frame';
import { useBankAccountInfo, useTransferTypes } from '../../api/get-bank-accounts';
import { BankAccountForm } from './bank-account-form';

/** Where the edit page goes back to. */
export const ACCOUNT_LIST_PATH = '/member/account_list';

type Props = {
  /** The account to edit; null adds one; NaN (a malformed `?id=`) is not found. */
  id: number | null;
  onSaved: () => void;
};

/** 新增/编辑提现账户 (issue 16): only the kinds the shop pays to are offered. */
export function BankAccountEditPanel({ id, onSaved }: Props) {
  const { t } = useTranslation('withdraw');
  const valid = id === null || (Number.isInteger(id) && id > 0);
  const info = useBankAccountInfo(valid ? id : null);
  const types = useTransferTypes();
  const back = <Link to={ACCOUNT_LIST_PATH}>{t('account.back')}</Link>;
  const title = id === null ? t('titles.accountAdd') : t('titles.accountEdit');

  if (!valid)
    return (
      <PanelFrame title={title} extra={back}>
        <Result status="warning" title={t('account.notFound')} extra={back} />
      </PanelFrame>
    );
  return (
    <PanelFrame title={title} extra={back}>
      <QueryState
        query={types}
        rows={5}
        empty={t('form.noTypes')}
        errorTitle={t('account.loadFailed')}
      >
        {(list) =>
          id === null ? (
            <BankAccountForm
              account={null}
              types={list}
              backPath={ACCOUNT_LIST_PATH}
              onSaved={onSaved}
            />
          ) : (
            <QueryState
              query={info}
              rows={5}
              errorTitle={t('account.loadFailed')}
              errorExtra={
                <Link to={ACCOUNT_LIST_PATH}>
                  <Button>{t('account.back')}</Button>
                </Link>
              }
            >
              {(account) => (
                <BankAccountForm
                  key={account.id}
                  account={account}
                  types={list}
                  backPath={ACCOUNT_LIST_PATH}
                  onSaved={onSaved}
                />
              )}
            </QueryState>
          )
        }
      </QueryState>
    </PanelFrame>
  );
}
