import { AUTO_LOGIN_DAY_CHOICES } from '@shop/contracts/auth';
import { Checkbox, Form, Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';

export type AutoLoginValues = { auto_login?: boolean; auto_login_days?: number };

/** The auto-login number of days sent as `autoLoginRange` (0 = until the browser closes). */
export const autoLoginRange = (values: AutoLoginValues) =>
  values.auto_login ? (values.auto_login_days ?? 7) : 0;

/** "自动登录" with a choice of days. */
export function AutoLoginField() {
  const { t } = useTranslation();
  const enabled = Form.useWatch('auto_login') as boolean | undefined;
  return (
    <Space size={8} align="center">
      <Form.Item name="auto_login" valuePropName="checked" noStyle>
        <Checkbox>{t('auth:login.autoLogin')}</Checkbox>
      </Form.Item>
      <Form.Item name="auto_login_days" initialValue={AUTO_LOGIN_DAY_CHOICES[0]} noStyle>
        <Select
          size="small"
          disabled={!enabled}
          aria-label={t('auth:login.autoLoginDays')}
          style={{ width: 88 }}
          options={AUTO_LOGIN_DAY_CHOICES.map((days) => ({
            value: days,
            label: t('auth:login.days', { n: days }),
          }))}
        />
      </Form.Item>
    </Space>
  );
}
