import { PAY_TIMEOUT_MAX_MINUTES, PAY_TIMEOUT_MIN_MINUTES } from '@shop/contracts/settings';
import { Alert, App, Button, Card, Form, InputNumber } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { space } from '@/app/theme';
import { useSaveSettings } from '../api/settings';
import { durationParts } from '../duration';

type Values = { pay_timeout_minutes: number | null };

/** How long an unpaid order waits before it closes by itself, within the server's bounds. */
export function PayTimeoutCard({ minutes }: { minutes: number }) {
  const { t } = useTranslation('settings');
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const save = useSaveSettings();
  const [refusal, setRefusal] = useState<string | null>(null);
  const current = Form.useWatch('pay_timeout_minutes', form) ?? minutes;
  const spell = (value: number) =>
    durationParts(value)
      .map(([unit, n]) => t(`timeout.units.${unit}`, { count: n }))
      .join(' ');

  async function submit(values: Values) {
    if (values.pay_timeout_minutes === null) return;
    setRefusal(null);
    try {
      await save.mutateAsync({ order: { pay_timeout_minutes: values.pay_timeout_minutes } });
      void message.success(t('timeout.done'));
    } catch (error) {
      setRefusal(error instanceof Error ? error.message : String(error));
    }
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
    <Card title={t('timeout.title')} style={{ height: '100%' }}>
      {refusal && (
        <Alert type="error" showIcon title={refusal} style={{ marginBottom: space.md }} />
      )}
      <Form<Values>
        form={form}
        layout="vertical"
        initialValues={{ pay_timeout_minutes: minutes }}
        onFinish={(values) => void submit(values)}
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
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          {t('actions.save')}
        </Button>
      </Form>
    </Card>
  );
}
