import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import type { SigninRules } from '@shop/contracts/member';
import { Button, Form, InputNumber, Space, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { space } from '@/app/theme';
import { useSettingsCardSave } from '../api/settings';
import { SettingsCard } from './settings-card';

const MAX_STREAK_RULES = 10;

/** The daily sign-in's rewards (issue 16): points and growth a day, bonuses on streak days. */
export function SigninRewardsCard({ rules }: { rules: SigninRules }) {
  const { t } = useTranslation('settings');
  const [form] = Form.useForm<SigninRules>();
  const save = useSettingsCardSave(t('signin.done'));

  const amount = (name: string | Array<string | number>, label: string) => (
    <Form.Item
      name={name}
      label={label}
      rules={[
        { required: true, type: 'integer', min: 0, max: 100_000, message: t('signin.amount_rule') },
      ]}
    >
      <InputNumber precision={0} min={0} style={{ width: 120 }} aria-label={label} />
    </Form.Item>
  );

  return (
    <SettingsCard title={t('signin.title')} refusal={save.refusal}>
      <Form<SigninRules>
        form={form}
        layout="vertical"
        initialValues={rules}
        onFinish={(values) =>
          void save.submit({ signin: { ...values, streak_rewards: values.streak_rewards ?? [] } })
        }
      >
        <Form.Item name="enabled" label={t('signin.enabled')} valuePropName="checked">
          <Switch />
        </Form.Item>
        <Space size="large">
          {amount('point', t('signin.point'))}
          {amount('growth', t('signin.growth'))}
        </Space>
        <div style={{ marginBottom: space.sm }}>{t('signin.streak_title')}</div>
        <Form.List name="streak_rewards">
          {(fields, { add, remove }) => (
            <>
              {fields.map((field) => (
                <Space key={field.key} align="baseline" size="middle">
                  <Form.Item
                    name={[field.name, 'days']}
                    label={t('signin.days')}
                    rules={[
                      {
                        required: true,
                        type: 'integer',
                        min: 2,
                        max: 366,
                        message: t('signin.days_rule'),
                      },
                    ]}
                  >
                    <InputNumber precision={0} min={2} max={366} style={{ width: 100 }} />
                  </Form.Item>
                  {amount([String(field.name), 'point'], t('signin.bonus_point'))}
                  {amount([String(field.name), 'growth'], t('signin.bonus_growth'))}
                  <Button
                    type="text"
                    danger
                    icon={<MinusCircleOutlined />}
                    aria-label={t('signin.remove')}
                    onClick={() => remove(field.name)}
                  />
                </Space>
              ))}
              <Form.Item>
                <Button
                  type="dashed"
                  icon={<PlusOutlined />}
                  disabled={fields.length >= MAX_STREAK_RULES}
                  onClick={() => add({ days: 7, point: 0, growth: 0 })}
                >
                  {t('signin.add')}
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
