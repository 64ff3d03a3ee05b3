import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { yuanToFen } from '@shop/contracts/money';
import { MAX_RECHARGE_PACKAGES, type ConsoleSettings } from '@shop/contracts/settings';
import { Button, Form, Input, InputNumber, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { space } from '@/app/theme';
import { useSettingsCardSave } from '../api/settings';
import { isMoney, moneyRule } from '../money-rule';
import { SettingsCard } from './settings-card';

type Values = ConsoleSettings['recharge'];

/**
 * Recharges (issue 16): the smallest and largest amount a member may recharge, and the packages
 * offered with their bonus. Amounts are yuan kept as text (InputNumber's string mode), never floats.
 */
export function RechargeSettingsCard({ recharge }: { recharge: Values }) {
  const { t } = useTranslation('settings');
  const [form] = Form.useForm<Values>();
  const save = useSettingsCardSave(t('recharge.done'));

  const money = (positive: boolean) =>
    moneyRule(t(positive ? 'money.positive' : 'money.rule'), positive);
  const yuan = (label: string, width = 140) => (
    <InputNumber<string>
      stringMode
      precision={2}
      min="0"
      prefix="¥"
      aria-label={label}
      style={{ width }}
    />
  );

  return (
    <SettingsCard title={t('recharge.title')} refusal={save.refusal}>
      <Form<Values>
        form={form}
        layout="vertical"
        initialValues={recharge}
        // The whole store, not only the fields shown: a package keeps its id (members' pages
        // name packages by id).
        onFinish={() => {
          const values = form.getFieldsValue(true) as Values;
          void save.submit({ recharge: { ...values, packages: values.packages ?? [] } });
        }}
      >
        <Space size="large">
          <Form.Item name="min_amount" label={t('recharge.min')} rules={[money(true)]}>
            {yuan(t('recharge.min'))}
          </Form.Item>
          <Form.Item
            name="max_amount"
            label={t('recharge.max')}
            dependencies={['min_amount']}
            rules={[
              money(true),
              ({ getFieldValue }) => ({
                validator: (_, value: unknown) => {
                  const min: unknown = getFieldValue('min_amount');
                  // Each amount's own rule speaks when either is not money.
                  const ok = !isMoney(min) || !isMoney(value) || yuanToFen(min) <= yuanToFen(value);
                  return ok ? Promise.resolve() : Promise.reject(new Error(t('recharge.max_rule')));
                },
              }),
            ]}
          >
            {yuan(t('recharge.max'))}
          </Form.Item>
        </Space>
        <div style={{ marginBottom: space.sm }}>{t('recharge.packages')}</div>
        <Form.List name="packages">
          {(fields, { add, remove }) => (
            <>
              {fields.map((field) => (
                <Space key={field.key} align="baseline" size="middle" wrap>
                  <Form.Item
                    name={[field.name, 'name']}
                    label={t('recharge.package_name')}
                    rules={[{ required: true, whitespace: true, message: t('recharge.name_rule') }]}
                  >
                    <Input maxLength={50} style={{ width: 160 }} />
                  </Form.Item>
                  <Form.Item
                    name={[field.name, 'amount']}
                    label={t('recharge.amount')}
                    rules={[money(true)]}
                  >
                    {yuan(t('recharge.amount'), 130)}
                  </Form.Item>
                  <Form.Item
                    name={[field.name, 'bonus']}
                    label={t('recharge.bonus')}
                    rules={[money(false)]}
                  >
                    {yuan(t('recharge.bonus'), 120)}
                  </Form.Item>
                  <Button
                    type="text"
                    danger
                    icon={<MinusCircleOutlined />}
                    aria-label={t('recharge.remove')}
                    onClick={() => remove(field.name)}
                  />
                </Space>
              ))}
              <Form.Item extra={t('recharge.packages_hint')}>
                <Button
                  type="dashed"
                  icon={<PlusOutlined />}
                  disabled={fields.length >= MAX_RECHARGE_PACKAGES}
                  onClick={() => add({ name: '', amount: '', bonus: '0.00' })}
                >
                  {t('recharge.add')}
                </Button>
              </Form.Item>
            </>
          )}
        </Form.List>
        <Button type="primary" htmlType="submit" loading={save.pending}>
          {t('actions.save')}
        </Button>
      </Form>
    </SettingsCard>
  );
}
