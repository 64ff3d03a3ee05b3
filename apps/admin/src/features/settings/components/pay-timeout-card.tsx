import { PAY_TIMEOUT_MAX_MINUTES, PAY_TIMEOUT_MIN_MINUTES } from '@shop/contracts/settings';
import { Button, Form, InputNumber } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSettingsCardSave } from '../api/settings';
import { durationParts } from '../duration';
import { SettingsCard } from './settings-card';

type Values = { pay_timeout_minutes: number | null };

/** How long an unpaid order waits before it closes by itself, within the server's bounds. */
export function PayTimeoutCard({ minutes }: { minutes: number }) {
  const { t } = useTranslation('settings');
  const [form] = Form.useForm<Values>();
  const save = useSettingsCardSave(t('timeout.done'));
  const current = Form.useWatch('pay_timeout_minutes', form) ?? minutes;
  const spell = (value: number) =>
    durationParts(value)
      .map(([unit, n]) => t(`timeout.units.${unit}`, { count: n }))
      .join(' ');

  function submit(values: Values) {
    if (values.pay_timeout_minutes === null) return;
    void save.submit({ order: { pay_timeout_minutes: values.pay_timeout_minutes } });
  }

  const bounds = t('timeout.bounds', {
    min: spell(PAY_TIMEOUT_MIN_MINUTES),
    max: spell(PAY_TIMEOUT_MAX_MINUTES),
  });
  const outOfBounds = t('timeout.out_of_bounds', {
    min: PAY_TIMEOUT_MIN_MINUTES,
    max: PAY_TIMEOUT_MAX_MINUTES,
  });
  return (
    <SettingsCard title={t('timeout.title')} refusal={save.refusal}>
      <Form<Values>
        form={form}
        layout="vertical"
        initialValues={{ pay_timeout_minutes: minutes }}
        onFinish={submit}
      >
        <Form.Item
          name="pay_timeout_minutes"
          label={t('timeout.label')}
          extra={
            typeof current === 'number' && current > 0
              ? `${t('timeout.means', { duration: spell(current) })} ${bounds}`
              : bounds
          }
          rules={[
            { required: true, message: outOfBounds },
            {
              type: 'integer',
              min: PAY_TIMEOUT_MIN_MINUTES,
              max: PAY_TIMEOUT_MAX_MINUTES,
              message: outOfBounds,
            },
          ]}
        >
          {/* No min/max here: a number out of bounds is refused with the message, not clamped. */}
          <InputNumber
            precision={0}
            step={5}
            suffix={t('timeout.minutes')}
            style={{ width: 200 }}
          />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={save.pending}>
          {t('actions.save')}
        </Button>
      </Form>
    </SettingsCard>
  );
}
