import {
  consoleAdjustBalanceEndpoint,
  consoleSetCreditEndpoint,
  type ConsoleMemberDetail,
} from '@shop/contracts/member';
import {
  fenToYuan,
  MoneyInputSchema,
  SignedMoneyInputSchema,
  yuanToFen,
} from '@shop/contracts/money';
import { formatYuan, YUAN_SIGN } from '@shop/web-kit/money';
import { App, Descriptions, Form, Input, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Money } from '@/components/money';
import { space } from '@/app/theme';
import { useMemberWrite } from '../api/member-write';
import { ActionModal } from './action-modal';

type ModalProps = { member: ConsoleMemberDetail; open: boolean; onClose: () => void };

/** The shortest reason an adjustment carries (the server's rule too). */
export const MIN_REASON = 2;

/**
 * 设置授信: the credit line in yuan (at most 2 decimals), never below the credit in use; the
 * server checks again under the member's lock and its refusal shows in the dialog.
 */
export function CreditModal({ member, open, onClose }: ModalProps) {
  const { t } = useTranslation('members');
  const { message } = App.useApp();
  const [form] = Form.useForm<{ credit_limit: string; reason: string }>();
  const write = useMemberWrite(consoleSetCreditEndpoint);
  const used = yuanToFen(member.credit_used);
  return (
    <ActionModal
      title={t('credit.title')}
      open={open}
      form={form}
      onClose={onClose}
      onSubmit={async ({ credit_limit, reason }) => {
        await write.mutateAsync({
          member_id: member.member_id,
          credit_limit: credit_limit.trim(),
          reason: reason.trim(),
        });
        void message.success(t('actions.done'));
      }}
    >
      <Form.Item
        name="credit_limit"
        label={t('credit.field')}
        initialValue={member.credit_limit}
        extra={t('credit.used', { used: formatYuan(member.credit_used) })}
        rules={[
          {
            validator: (_, value: string | undefined) => {
              if (!MoneyInputSchema.safeParse(value ?? '').success)
                return Promise.reject(new Error(t('credit.invalid')));
              if (yuanToFen((value ?? '').trim()) < used)
                return Promise.reject(
                  new Error(t('credit.below_used', { used: formatYuan(member.credit_used) })),
                );
              return Promise.resolve();
            },
          },
        ]}
      >
        <Input prefix={YUAN_SIGN} inputMode="decimal" />
      </Form.Item>
      <ReasonField name="reason" help={t('credit.reason_help')} />
    </ActionModal>
  );
}

/** A money change's reason (at least MIN_REASON characters), which the member reads. */
function ReasonField({ name, help }: { name: string; help: string }) {
  const { t } = useTranslation('members');
  return (
    <Form.Item
      name={name}
      label={t('balance.reason')}
      extra={help}
      rules={[
        {
          validator: (_, value: string | undefined) =>
            (value ?? '').trim().length >= MIN_REASON
              ? Promise.resolve()
              : Promise.reject(new Error(t('balance.reason_required'))),
        },
      ]}
    >
      <Input.TextArea maxLength={200} showCount rows={3} />
    </Form.Item>
  );
}

/** The balance after a valid signed amount, or null while the amount is not one. */
export function balanceAfter(balance: string, amount: string | undefined): number | null {
  if (!SignedMoneyInputSchema.safeParse(amount ?? '').success) return null;
  return yuanToFen(balance) + yuanToFen((amount ?? '').trim());
}

/**
 * 调整余额: a signed amount ("100", "-20.50", not 0) with a reason kept in the member's ledger;
 * the dialog shows the balance it leads to and refuses one below zero before sending (the
 * server refuses it too, under the member's lock).
 */
export function BalanceModal({ member, open, onClose }: ModalProps) {
  const { t } = useTranslation('members');
  const { message } = App.useApp();
  const [form] = Form.useForm<{ amount: string; remark: string }>();
  const amount = Form.useWatch('amount', form);
  const write = useMemberWrite(consoleAdjustBalanceEndpoint);
  const after = balanceAfter(member.balance, amount);
  return (
    <ActionModal
      title={t('balance.title')}
      open={open}
      form={form}
      onClose={onClose}
      onSubmit={async ({ amount: value, remark }) => {
        await write.mutateAsync({
          member_id: member.member_id,
          amount: value.trim(),
          remark: remark.trim(),
        });
        void message.success(t('actions.done'));
      }}
    >
      <Descriptions
        size="small"
        column={2}
        items={[
          {
            key: 'current',
            label: t('balance.current'),
            children: <Money value={member.balance} />,
          },
          {
            key: 'after',
            label: t('balance.result'),
            children:
              after === null ? (
                '-'
              ) : (
                <Typography.Text type={after < 0 ? 'danger' : undefined}>
                  <Money value={fenToYuan(after)} />
                </Typography.Text>
              ),
          },
        ]}
        style={{ marginBottom: space.md }}
      />
      <Form.Item
        name="amount"
        label={t('balance.amount')}
        extra={t('balance.amount_help')}
        rules={[
          {
            validator: (_, value: string | undefined) => {
              const result = balanceAfter(member.balance, value);
              if (result === null || yuanToFen((value ?? '').trim()) === 0)
                return Promise.reject(new Error(t('balance.amount_invalid')));
              if (result < 0) return Promise.reject(new Error(t('balance.below_zero')));
              return Promise.resolve();
            },
          },
        ]}
      >
        <Input prefix={YUAN_SIGN} inputMode="decimal" />
      </Form.Item>
      <ReasonField name="remark" help={t('balance.reason_help')} />
    </ActionModal>
  );
}
