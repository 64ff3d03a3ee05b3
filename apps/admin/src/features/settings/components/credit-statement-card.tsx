import type { ConsoleSettings } from '@shop/contracts/settings';
import { Button, Form, InputNumber, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSettingsCardSave } from '../api/settings';
import { SettingsCard } from './settings-card';

type Values = ConsoleSettings['credit_statement'];

/** The 账期 statement (issue 16): the day each month's statement closes, the days to repay. */
export function CreditStatementCard({ statement }: { statement: Values }) {
  const { t } = useTranslation('settings');
  const save = useSettingsCardSave(t('statement.done'));
  return (
    <SettingsCard title={t('statement.title')} refusal={save.refusal}>
      <Form<Values>
        layout="vertical"
        initialValues={statement}
        onFinish={(values) => void save.submit({ credit_statement: values })}
      >
        <Space size="large" wrap>
          <Form.Item
            name="settle_day"
            label={t('statement.settle_day')}
            extra={t('statement.settle_day_hint')}
            rules={[
              {
                required: true,
                type: 'integer',
                min: 1,
                max: 28,
                message: t('statement.day_rule'),
              },
            ]}
          >
            <InputNumber precision={0} suffix={t('statement.day_suffix')} style={{ width: 140 }} />
          </Form.Item>
          <Form.Item
            name="due_days"
            label={t('statement.due_days')}
            extra={t('statement.due_days_hint')}
            rules={[
              {
                required: true,
                type: 'integer',
                min: 0,
                max: 90,
                message: t('statement.due_rule'),
              },
            ]}
          >
            <InputNumber precision={0} suffix={t('statement.days_suffix')} style={{ width: 140 }} />
          </Form.Item>
        </Space>
        <div>
          <Button type="primary" htmlType="submit" loading={save.pending}>
            {t('actions.save')}
          </Button>
        </div>
      </Form>
    </SettingsCard>
  );
}
