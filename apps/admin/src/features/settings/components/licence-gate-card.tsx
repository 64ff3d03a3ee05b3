import { Alert, App, Button, Form, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { space } from '@/app/theme';
import { useSettingsCardSave } from '../api/settings';
import { SettingsCard } from './settings-card';

type Values = { enabled: boolean };

/**
 * Whether licences decide buying (issue 16): on, members see prices and may buy only once their
 * licences are approved, and goods needing a business scope only with a document covering it.
 * Turning it on asks first: members without approved licences lose prices at once.
 */
export function LicenceGateCard({ gate }: { gate: Values }) {
  const { t } = useTranslation('settings');
  const { modal } = App.useApp();
  const save = useSettingsCardSave(t('licence.done'));

  function submit(values: Values) {
    const send = () => save.submit({ licence_gate: values });
    if (!values.enabled || gate.enabled) return void send();
    modal.confirm({
      title: t('licence.confirm_title'),
      content: t('licence.confirm_content'),
      okText: t('licence.confirm_ok'),
      cancelText: t('common:actions.cancel'),
      onOk: send,
    });
  }

  return (
    <SettingsCard
      title={t('licence.title')}
      refusal={save.refusal}
      notice={
        <Alert type="info" showIcon title={t('licence.hint')} style={{ marginBottom: space.md }} />
      }
    >
      <Form<Values> layout="vertical" initialValues={gate} onFinish={submit}>
        <Form.Item name="enabled" label={t('licence.enabled')} valuePropName="checked">
          <Switch />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={save.pending}>
          {t('actions.save')}
        </Button>
      </Form>
    </SettingsCard>
  );
}
