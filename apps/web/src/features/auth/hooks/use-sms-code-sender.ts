import { App, type FormInstance } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { sendMobileCode, type MobileCodePurpose } from '../api/send-mobile-code';
import { errorMessage } from '../lib/error-message';
import type { CaptchaState } from './use-captcha';

type CodeFields = { mobile?: string; captcha_code?: string };

/**
 * Sends an SMS code to the form's mobile after checking its mobile and captcha fields, and keeps
 * the key the code is bound to. The captcha is single use, so it is cleared and refreshed after
 * every attempt. `send` resolves whether a code went out (the countdown starts only then).
 */
export function useSmsCodeSender(
  purpose: MobileCodePurpose,
  form: FormInstance,
  captcha: CaptchaState,
) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [key, setKey] = useState('');

  const send = async (): Promise<boolean> => {
    try {
      const fields = ['mobile', ...(captcha.enabled ? ['captcha_code'] : [])];
      const values = (await form.validateFields(fields)) as CodeFields;
      const sent = await sendMobileCode(purpose, {
        mobile: values.mobile ?? '',
        captcha_id: captcha.id,
        captcha_code: values.captcha_code ?? '',
      });
      setKey(sent.key);
      void message.success(t('auth:sms.sent'));
      return true;
    } catch (error) {
      // A field error shows under its field; a refused call as a toast.
      if (!(error as { errorFields?: unknown }).errorFields)
        void message.error(errorMessage(error, t('auth:sms.failed')));
      return false;
    } finally {
      form.setFieldValue('captcha_code', '');
      captcha.refresh();
    }
  };

  return { key, send };
}
