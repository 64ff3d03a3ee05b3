import { offlineAccountSet } from '@shop/contracts/order';
import type { ConsoleSettings } from '@shop/contracts/settings';
import { Alert, Button, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { space } from '@/app/theme';
import { useSettingsCardSave } from '../api/settings';
import { SettingsCard } from './settings-card';

type Values = ConsoleSettings['offline_account'];

/** The server's rule for the account number: digits and spaces, 8-40 characters. */
const ACCOUNT_NO = /^[0-9][0-9 ]{6,38}[0-9]$/;

/** The bank account buyers see when they pay by transfer (线下转账); none until it is set. */
export function BankAccountCard({ account }: { account: Values }) {
  const { t } = useTranslation('settings');
  const save = useSettingsCardSave(t('bank.done'));

  const required = (label: string) => ({
    required: true,
    whitespace: true,
    message: t('bank.required', { field: label }),
  });

  return (
    <SettingsCard
      title={t('bank.title')}
      refusal={save.refusal}
      notice={
        offlineAccountSet(account) ? (
          <Alert type="info" showIcon title={t('bank.hint')} style={{ marginBottom: space.md }} />
        ) : (
          <Alert
            type="warning"
            showIcon
            title={t('bank.unset')}
            style={{ marginBottom: space.md }}
          />
        )
      }
    >
      <Form<Values>
        layout="vertical"
        initialValues={account}
        onFinish={(values) => void save.submit({ offline_account: values })}
      >
        <Form.Item
          name="bank_name"
          label={t('bank.bank_name')}
          rules={[required(t('bank.bank_name'))]}
        >
          <Input maxLength={60} />
        </Form.Item>
        <Form.Item
          name="account_name"
          label={t('bank.account_name')}
          rules={[required(t('bank.account_name'))]}
        >
          <Input maxLength={60} />
        </Form.Item>
        <Form.Item
          name="account_no"
          label={t('bank.account_no')}
          rules={[
            required(t('bank.account_no')),
            { pattern: ACCOUNT_NO, message: t('bank.account_no_rule') },
          ]}
        >
          <Input maxLength={40} inputMode="numeric" placeholder={t('bank.account_no_rule')} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={save.pending}>
          {t('actions.save')}
        </Button>
      </Form>
    </SettingsCard>
  );
}
