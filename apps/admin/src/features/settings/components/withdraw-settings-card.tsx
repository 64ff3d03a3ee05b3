import { WITHDRAW_TYPES } from '@shop/contracts/member';
import { yuanToFen } from '@shop/contracts/money';
import type { ConsoleSettings } from '@shop/contracts/settings';
import { Button, Checkbox, Form, InputNumber, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSettingsCardSave } from '../api/settings';
import { moneyRule } from '../money-rule';
import { SettingsCard } from './settings-card';

type Values = {
  enabled: boolean;
  min: string;
  /** The fee in percent with 2 decimals ("0.6"); the server keeps basis points. */
  rate_percent: string;
  transfer_types: ConsoleSettings['withdraw']['transfer_types'];
};

/** A percent with at most 2 decimals, 0 to 100. */
const PERCENT = /^\d{1,3}(\.\d{1,2})?$/;

/** "0.6" → 60 basis points, exactly (the same decimal arithmetic as yuan → fen). */
const percentToBasisPoints = (percent: string) => yuanToFen(percent);
const basisPointsToPercent = (bp: number) => (bp / 100).toFixed(2);

/** Withdrawals (issue 16): on or off, the smallest amount, the fee rate, the kinds of account. */
export function WithdrawSettingsCard({ withdraw }: { withdraw: ConsoleSettings['withdraw'] }) {
  const { t } = useTranslation('settings');
  const save = useSettingsCardSave(t('withdraw.done'));

  const submit = (values: Values) =>
    void save.submit({
      withdraw: {
        is_use: values.enabled ? 1 : 0,
        min: values.min,
        rate_bp: percentToBasisPoints(values.rate_percent),
        transfer_types: values.transfer_types,
      },
    });

  return (
    <SettingsCard title={t('withdraw.title')} refusal={save.refusal}>
      <Form<Values>
        layout="vertical"
        initialValues={{
          enabled: withdraw.is_use === 1,
          min: withdraw.min,
          rate_percent: basisPointsToPercent(withdraw.rate_bp),
          transfer_types: withdraw.transfer_types,
        }}
        onFinish={submit}
      >
        <Form.Item name="enabled" label={t('withdraw.enabled')} valuePropName="checked">
          <Switch />
        </Form.Item>
        <Form.Item
          name="min"
          label={t('withdraw.min')}
          rules={[moneyRule(t('money.positive'), true)]}
        >
          <InputNumber<string> stringMode precision={2} min="0" prefix="¥" style={{ width: 160 }} />
        </Form.Item>
        <Form.Item
          name="rate_percent"
          label={t('withdraw.rate')}
          extra={t('withdraw.rate_hint')}
          rules={[
            {
              required: true,
              validator: (_, value: string | null | undefined) =>
                value != null &&
                PERCENT.test(String(value)) &&
                percentToBasisPoints(String(value)) <= 10_000
                  ? Promise.resolve()
                  : Promise.reject(new Error(t('withdraw.rate_rule'))),
            },
          ]}
        >
          <InputNumber<string>
            stringMode
            precision={2}
            min="0"
            max="100"
            suffix="%"
            style={{ width: 160 }}
          />
        </Form.Item>
        <Form.Item
          name="transfer_types"
          label={t('withdraw.types')}
          rules={[{ required: true, type: 'array', min: 1, message: t('withdraw.types_rule') }]}
        >
          <Checkbox.Group
            options={WITHDRAW_TYPES.map((type) => ({
              value: type,
              label: t(`withdraw.type.${type}`),
            }))}
          />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={save.pending}>
          {t('actions.save')}
        </Button>
      </Form>
    </SettingsCard>
  );
}
