import {
  ALIPAY_ACCOUNT_PATTERN,
  BANK_CARD_PATTERN,
  HOLDER_NAME_PATTERN,
  type BankAccount,
  type WithdrawType,
} from '@shop/contracts/member';
import { Button, Checkbox, Form, Input, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toast } from '@/lib/toast';
import { useSaveBankAccount } from '../../api/bank-account-writes';
import { refusalText } from '@/lib/refusal-text';

type Values = {
  withdraw_type: WithdrawType;
  realname: string;
  mobile: string;
  bank_name: string;
  branch_name: string;
  account_number: string;
  is_default: boolean;
};

const LABEL_SPAN = 5;

type Props = {
  account: BankAccount | null;
  types: { type: WithdrawType; name: string }[];
  backPath: string;
  onSaved: () => void;
};

/** The fields of a withdrawal account, checked as the server checks them (contracts patterns). */
export function BankAccountForm({ account, types, backPath, onSaved }: Props) {
  const { t } = useTranslation('withdraw');
  const save = useSaveBankAccount();
  const [form] = Form.useForm<Values>();
  const type = Form.useWatch('withdraw_type', form) ?? account?.withdraw_type ?? types[0]?.type;
  const initial: Values = {
    withdraw_type: account?.withdraw_type ?? types[0]?.type ?? 'bank',
    realname: account?.realname ?? '',
    mobile: account?.mobile ?? '',
    bank_name: account?.bank_name ?? '',
    branch_name: account?.branch_name ?? '',
    account_number: account?.account_number ?? '',
    is_default: account?.is_default === 1,
  };
  const submit = (values: Values) =>
    save
      .mutateAsync({
        ...values,
        is_default: values.is_default ? 1 : 0,
        ...(account ? { id: account.id } : {}),
      })
      .then(() => {
        toast.success(t('form.saved'));
        onSaved();
      })
      .catch((error: unknown) => toast.error(refusalText(error, t('form.saveFailed'))));

  return (
    <Form<Values>
      form={form}
      layout="horizontal"
      labelCol={{ span: LABEL_SPAN }}
      wrapperCol={{ span: 12 }}
      initialValues={initial}
      onFinish={(values) => void submit(values)}
      style={{ maxWidth: 880 }}
    >
      <Form.Item name="withdraw_type" label={t('form.type')} required>
        <Radio.Group
          optionType="button"
          options={types.map((x) => ({ value: x.type, label: x.name }))}
        />
      </Form.Item>
      <Form.Item
        name="realname"
        label={t('form.realname')}
        extra={t('form.realnameHint')}
        rules={[{ required: true, pattern: HOLDER_NAME_PATTERN, message: t('form.realnameRule') }]}
      >
        <Input maxLength={30} autoComplete="name" />
      </Form.Item>
      <Form.Item
        name="mobile"
        label={t('form.mobile')}
        rules={[{ required: true, pattern: /^1\d{10}$/, message: t('form.mobileRule') }]}
      >
        <Input maxLength={11} inputMode="numeric" autoComplete="tel" />
      </Form.Item>
      {type === 'bank' && (
        <>
          <Form.Item
            name="bank_name"
            label={t('form.bankName')}
            rules={[{ required: true, whitespace: true, message: t('form.bankNameRule') }]}
          >
            <Input maxLength={50} />
          </Form.Item>
          <Form.Item name="branch_name" label={t('form.branchName')}>
            <Input maxLength={80} />
          </Form.Item>
        </>
      )}
      <Form.Item
        name="account_number"
        label={type === 'bank' ? t('form.cardNumber') : t('form.alipayAccount')}
        rules={[
          {
            required: true,
            validator: (_, value: string | undefined) => {
              const text = (value ?? '').replace(/\s+/g, '');
              const ok =
                type === 'bank' ? BANK_CARD_PATTERN.test(text) : ALIPAY_ACCOUNT_PATTERN.test(text);
              if (ok) return Promise.resolve();
              return Promise.reject(
                new Error(type === 'bank' ? t('form.cardNumberRule') : t('form.alipayAccountRule')),
              );
            },
          },
        ]}
      >
        <Input maxLength={type === 'bank' ? 23 : 80} />
      </Form.Item>
      <Form.Item name="is_default" valuePropName="checked" wrapperCol={{ offset: LABEL_SPAN }}>
        <Checkbox>{t('form.isDefault')}</Checkbox>
      </Form.Item>
      <Form.Item wrapperCol={{ offset: LABEL_SPAN }}>
        <div style={{ display: 'flex', gap: 12 }}>
          <Button
            type="primary"
            htmlType="submit"
            loading={save.isPending}
            style={{ minWidth: 96 }}
          >
            {t('form.save')}
          </Button>
          <Link to={backPath}>
            <Button style={{ minWidth: 96 }}>{t('form.cancel')}</Button>
          </Link>
        </div>
      </Form.Item>
    </Form>
  );
}
