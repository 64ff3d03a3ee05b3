import type { ConsoleSettings } from '@shop/contracts/settings';
import { Alert, App, Button, Form, Input, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import { space } from '@/app/theme';
import { useSettingsCardSave } from '../api/settings';
import { SettingsCard } from './settings-card';

type Values = ConsoleSettings['site'];

/**
 * The mall open or closed, with the message buyers read while it is closed. Closing asks for a
 * confirmation first: every buyer is shut out at once (the console stays open).
 */
export function SiteStatusCard({ site }: { site: Values }) {
  const { t } = useTranslation('settings');
  const { modal } = App.useApp();
  const [form] = Form.useForm<Values>();
  const save = useSettingsCardSave(t('site.done'));
  const closed = Form.useWatch('closed', form) ?? site.closed;
  const send = (values: Values) => save.submit({ site: values });

  function submit(values: Values) {
    if (!values.closed || site.closed) return void send(values);
    modal.confirm({
      title: t('site.confirm_title'),
      content: t('site.confirm_content'),
      okText: t('site.confirm_ok'),
      okButtonProps: { danger: true },
      cancelText: t('common:actions.cancel'),
      onOk: () => send(values),
    });
  }

  return (
    <SettingsCard
      title={t('site.title')}
      refusal={save.refusal}
      notice={
        site.closed && (
          <Alert
            type="warning"
            showIcon
            title={t('site.now_closed')}
            style={{ marginBottom: space.md }}
          />
        )
      }
    >
      <Form<Values> form={form} layout="vertical" initialValues={site} onFinish={submit}>
        <Form.Item name="closed" label={t('site.state')}>
          <Radio.Group
            optionType="button"
            buttonStyle="solid"
            options={[
              { value: false, label: t('site.open') },
              { value: true, label: t('site.closed') },
            ]}
          />
        </Form.Item>
        <Form.Item
          name="closed_message"
          label={t('site.message')}
          extra={t('site.message_hint')}
          rules={[{ max: 200, message: t('site.message_max') }]}
        >
          <Input.TextArea rows={3} maxLength={200} showCount disabled={!closed} />
        </Form.Item>
        <Button
          type="primary"
          htmlType="submit"
          loading={save.pending}
          danger={closed && !site.closed}
        >
          {t('actions.save')}
        </Button>
      </Form>
    </SettingsCard>
  );
}
