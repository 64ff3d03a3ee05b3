import type { ConsoleSettings } from '@shop/contracts/settings';
import { Alert, App, Button, Card, Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { space } from '@/app/theme';
import { useSaveSettings } from '../api/settings';

type Values = ConsoleSettings['offline_account'];

/** The server's rule for the account number: digits and spaces, 8-40 characters. */
const ACCOUNT_NO = /^[0-9][0-9 ]{6,38}[0-9]$/;

/** The bank account buyers see when they pay by transfer (线下转账). */
export function BankAccountCard({ account }: { account: Values }) {
  const { t } = useTranslation('settings');
  const { message } = App.useApp();
  const save = useSaveSettings();
  const [refusal, setRefusal] = useState<string | null>(null);

  async function submit(values: Values) {
    setRefusal(null);
    try {
      await save.mutateAsync({ offline_account: values });
      void message.success(t('bank.done'));
    } catch (error) {
      setRefusal(error instanceof Error ? error.message : String(error));
    }
  }

  const required = (label: string) => ({
    required: true,
    whitespace: true,
    message: t('bank.required', { field: label }),
  });

  return (
    <Card title={t('bank.title')} style={{ height: '100%' }}>
      <Alert type="info" showIcon title={t('bank.hint')} style={{ marginBottom: space.md }} />
      {refusal && (
        <Alert type="error" showIcon title={refusal} style={{ marginBottom: space.md }} />
      )}
      <Form<Values>
        layout="vertical"
        initialValues={account}
        onFinish={(values) => void submit(values)}
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
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          {t('actions.save')}
        </Button>
      </Form>
    </Card>
  );
}
