import type { BankAccount } from '@shop/contracts/member';
import { Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

type AccountFields = Pick<
  BankAccount,
  'withdraw_type' | 'realname' | 'mobile' | 'bank_name' | 'branch_name' | 'account_number'
>;

/**
 * A member's receiving account as finance pays to it (issue 16 withdrawals, issue 17 refunds by
 * bank): its kind, holder and mobile, the number to copy and, for a card, the bank and branch.
 */
export function ReceivingAccount({
  account,
  isDefault = false,
}: {
  account: AccountFields;
  isDefault?: boolean;
}) {
  const { t } = useTranslation('withdraw');
  return (
    <>
      <div>
        <Tag>{t(`types.${account.withdraw_type}`)}</Tag>
        {account.realname} {account.mobile}
        {isDefault && (
          <Tag color="red" style={{ marginLeft: 8 }}>
            {t('default_account')}
          </Tag>
        )}
      </div>
      <Typography.Text copyable style={{ fontSize: 12 }}>
        {account.account_number}
      </Typography.Text>
      {account.withdraw_type === 'bank' && (
        <div style={{ fontSize: 12 }}>
          <Typography.Text type="secondary">
            {[account.bank_name, account.branch_name].filter(Boolean).join(' ')}
          </Typography.Text>
        </div>
      )}
    </>
  );
}
