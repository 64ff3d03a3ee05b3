import { App } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { sendBoundCode, sendNewMobileCode, type BoundCodePurpose } from '../api/security-code';
import { errorMessage } from '../lib/error-message';

/**
 * Sends a security code (issue 16) — to the bound mobile for `purpose`, or to the new number for
 * 'newMobile' — and keeps the key it is bound to. `send` resolves whether a code went out.
 */
export function useSecurityCode(purpose: BoundCodePurpose | 'newMobile') {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [key, setKey] = useState('');
  const send = async (mobile?: string): Promise<boolean> => {
    try {
      const sent =
        purpose === 'newMobile'
          ? await sendNewMobileCode(mobile ?? '')
          : await sendBoundCode(purpose);
      setKey(sent.key);
      void message.success(t('auth:sms.sent'));
      return true;
    } catch (error) {
      void message.error(errorMessage(error, t('auth:sms.failed')));
      return false;
    }
  };
  return { key, send };
}
