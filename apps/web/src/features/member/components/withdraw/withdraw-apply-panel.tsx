import { feeRatePercent, type BankAccount, type WithdrawConfig } from '@shop/contracts/member';
import { yuanToFen } from '@shop/contracts/money';
import { formatYuan } from '@shop/web-kit/money';
import { Alert, Button, Form, Input, Radio, Result, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { QueryState } from '@/components/query-state';
import { toast } from '@/lib/toast';
import { palette } from '@/app/theme';
import { PanelFrame } from '@/components/panel-frame';
import { useApplyWithdraw } from '../../api/apply-withdraw';
import { useBankAccountPage } from '../../api/get-bank-accounts';
import { useWithdrawConfig } from '../../api/get-withdraws';
import { accountEditPath } from './bank-account-list-panel';
import { refusalText } from '@/lib/refusal-text';
import { maskAccount } from './mask-account';
import { withdrawAmounts } from './withdraw-amounts';

type Values = { amount: string; account_id: number; pay_password?: string };

const LABEL_SPAN = 4;

function Figure({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <div>
      <div style={{ color: palette.textSecondary }}>{label}</div>
      <div
        style={{
          color: strong ? palette.brand : palette.text,
          fontSize: strong ? 30 : 20,
          fontWeight: 700,
        }}
      >
        {formatYuan(value)}
      </div>
    </div>
  );
}

function ApplyForm({ config, accounts }: { config: WithdrawConfig; accounts: BankAccount[] }) {
  const { t } = useTranslation('withdraw');
  const navigate = useNavigate();
  const apply = useApplyWithdraw();
  const [form] = Form.useForm<Values>();
  const amountText = Form.useWatch('amount', form);
  const live = withdrawAmounts(amountText, config.rate_bp);
  const usable = accounts.filter((a) => config.transfer_types.includes(a.withdraw_type));
  const preferred = usable.find((a) => a.is_default === 1) ?? usable[0];
  const balanceFen = yuanToFen(config.balance);
  const minFen = yuanToFen(config.min);

  const submit = (values: Values) =>
    apply
      .mutateAsync(values)
      .then((result) => {
        toast.success(t('apply.done'));
        void navigate(`/member/withdrawal_detail?id=${result.withdraw_id}`);
      })
      .catch((error: unknown) => toast.error(refusalText(error, t('apply.failed'))));

  return (
    <Form<Values>
      form={form}
      layout="horizontal"
      labelCol={{ span: LABEL_SPAN }}
      wrapperCol={{ span: 14 }}
      initialValues={{ account_id: preferred?.id }}
      onFinish={(values) => void submit(values)}
      style={{ maxWidth: 880 }}
    >
      <Form.Item label={t('apply.account')} required>
        {usable.length === 0 ? (
          <Space>
            <span style={{ color: palette.textMuted }}>{t('apply.noAccount')}</span>
            <Link to={accountEditPath()}>{t('apply.addAccount')}</Link>
          </Space>
        ) : (
          <Space direction="vertical" style={{ width: '100%' }}>
            <Form.Item name="account_id" noStyle rules={[{ required: true }]}>
              <Radio.Group style={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
                {usable.map((a) => (
                  <Radio key={a.id} value={a.id}>
                    {t(`types.${a.withdraw_type}`)} · {a.realname} ·{' '}
                    {maskAccount(a.withdraw_type, a.account_number)}
                    {a.withdraw_type === 'bank' && a.bank_name ? ` · ${a.bank_name}` : ''}
                  </Radio>
                ))}
              </Radio.Group>
            </Form.Item>
            <Link to="/member/account_list">{t('apply.manageAccounts')}</Link>
          </Space>
        )}
      </Form.Item>
      <Form.Item label={t('apply.amount')} required>
        <Space.Compact style={{ width: 320 }}>
          <Form.Item
            name="amount"
            noStyle
            rules={[
              {
                validator: (_, value: string | undefined) => {
                  const parsed = withdrawAmounts(value, config.rate_bp);
                  if (!parsed) return Promise.reject(new Error(t('apply.amountRule')));
                  if (parsed.amount < minFen)
                    return Promise.reject(new Error(t('apply.belowMin', { min: config.min })));
                  if (parsed.amount > balanceFen)
                    return Promise.reject(new Error(t('apply.overBalance')));
                  return Promise.resolve();
                },
              },
            ]}
          >
            <Input
              prefix="¥"
              inputMode="decimal"
              aria-label={t('apply.amount')}
              placeholder={t('apply.amountPlaceholder', { min: config.min })}
            />
          </Form.Item>
          <Button onClick={() => form.setFieldValue('amount', config.balance)}>
            {t('apply.all')}
          </Button>
        </Space.Compact>
      </Form.Item>
      <Form.Item label={t('apply.fee', { rate: feeRatePercent(config.rate_bp) })}>
        <span data-testid="withdraw-fee">{live ? formatYuan(live.fee) : '—'}</span>
      </Form.Item>
      <Form.Item label={t('apply.net')}>
        <span
          data-testid="withdraw-net"
          style={{ color: palette.brand, fontWeight: 700, fontSize: 18 }}
        >
          {live ? formatYuan(live.net) : '—'}
        </span>
      </Form.Item>
      {config.has_pay_password && (
        <Form.Item
          name="pay_password"
          label={t('apply.payPassword')}
          rules={[{ required: true, message: t('apply.payPasswordRule') }]}
        >
          <Input.Password maxLength={20} autoComplete="off" style={{ width: 240 }} />
        </Form.Item>
      )}
      <Form.Item wrapperCol={{ offset: LABEL_SPAN }}>
        <Button
          type="primary"
          htmlType="submit"
          loading={apply.isPending}
          disabled={usable.length === 0}
          style={{ minWidth: 120 }}
        >
          {t('apply.submit')}
        </Button>
      </Form.Item>
    </Form>
  );
}

/** 余额提现 (issue 16): the shop's minimum and fee, shown live; the amount is frozen at once. */
export function WithdrawApplyPanel() {
  const { t } = useTranslation('withdraw');
  const config = useWithdrawConfig();
  const accounts = useBankAccountPage();
  return (
    <PanelFrame
      title={t('titles.apply')}
      extra={<Link to="/member/withdrawal">{t('apply.records')}</Link>}
    >
      <QueryState query={config} rows={6} errorTitle={t('apply.loadFailed')}>
        {(c) =>
          c.is_use !== 1 ? (
            <Result status="info" title={t('apply.closed')} />
          ) : (
            <>
              <div
                style={{
                  display: 'flex',
                  gap: 64,
                  padding: '18px 24px',
                  background: palette.brandWash,
                  border: `1px solid ${palette.brandBorder}`,
                  marginBottom: 16,
                }}
              >
                <Figure label={t('apply.balance')} value={c.balance} strong />
                <Figure label={t('apply.frozen')} value={c.balance_frozen} />
              </div>
              <Alert type="info" showIcon title={t('apply.notes')} style={{ marginBottom: 20 }} />
              <QueryState
                query={accounts}
                rows={4}
                errorTitle={t('account.loadFailed')}
                isEmpty={() => false}
              >
                {(page) => <ApplyForm config={c} accounts={page.list} />}
              </QueryState>
            </>
          )
        }
      </QueryState>
    </PanelFrame>
  );
}
