import { Form, Input, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { palette } from '@/app/theme';
import type { CaptchaState } from '../hooks/use-captcha';

type CaptchaInputProps = {
  captcha: CaptchaState;
  id?: string;
  value?: string;
  onChange?: (value: string) => void;
};

/** The answer box with the captcha image beside it; clicking the image loads a new one. */
function CaptchaInput({ captcha, id, value, onChange }: CaptchaInputProps) {
  const { t } = useTranslation();
  return (
    <Space.Compact style={{ width: '100%' }}>
      <Input
        id={id}
        value={value}
        onChange={(e) => onChange?.(e.target.value)}
        maxLength={10}
        autoComplete="off"
        placeholder={t('auth:placeholders.captcha')}
      />
      <button
        type="button"
        onClick={captcha.refresh}
        title={t('auth:captcha.refresh')}
        aria-label={t('auth:captcha.refresh')}
        style={{
          padding: 0,
          border: `1px solid ${palette.border}`,
          borderLeft: 0,
          background: palette.white,
          cursor: 'pointer',
          lineHeight: 0,
        }}
      >
        <img
          src={captcha.img}
          alt={t('auth:captcha.imageAlt')}
          width={120}
          height={38}
          style={{ display: 'block' }}
        />
      </button>
    </Space.Compact>
  );
}

/** The captcha field of a form; nothing when the shop has the captcha switched off. */
export function CaptchaFormItem({ captcha, label }: { captcha: CaptchaState; label?: boolean }) {
  const { t } = useTranslation();
  if (!captcha.enabled) return null;
  return (
    <Form.Item
      name="captcha_code"
      label={label ? t('auth:fields.captcha') : undefined}
      rules={[{ required: true, whitespace: true, message: t('auth:validation.captcha') }]}
    >
      <CaptchaInput captcha={captcha} />
    </Form.Item>
  );
}
