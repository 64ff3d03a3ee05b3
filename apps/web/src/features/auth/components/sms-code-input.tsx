import { SMS_RESEND_SECONDS } from '@shop/contracts/auth';
import { Button, Input, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCountdown } from '../hooks/use-countdown';

type SmsCodeInputProps = {
  /** Sends the code; resolves true when it was sent (the countdown starts). */
  onSend: () => Promise<boolean>;
  id?: string;
  value?: string;
  onChange?: (value: string) => void;
};

/** The 6-digit code box with the send button and its 60-second countdown. */
export function SmsCodeInput({ onSend, id, value, onChange }: SmsCodeInputProps) {
  const { t } = useTranslation();
  const countdown = useCountdown(SMS_RESEND_SECONDS);
  const [sending, setSending] = useState(false);
  const send = async () => {
    setSending(true);
    try {
      if (await onSend()) countdown.start();
    } finally {
      setSending(false);
    }
  };
  return (
    <Space.Compact style={{ width: '100%' }}>
      <Input
        id={id}
        value={value}
        onChange={(e) => onChange?.(e.target.value.replace(/\D/g, ''))}
        maxLength={6}
        inputMode="numeric"
        autoComplete="one-time-code"
        placeholder={t('auth:placeholders.smsCode')}
      />
      <Button
        onClick={() => void send()}
        loading={sending}
        disabled={countdown.running}
        style={{ width: 140 }}
      >
        {countdown.running ? t('auth:sms.resend', { seconds: countdown.left }) : t('auth:sms.send')}
      </Button>
    </Space.Compact>
  );
}
