import { PAY_PASSWORD_PATTERN } from '@shop/contracts/member';
import { Input, Modal } from 'antd';
import type { OTPRef } from 'antd/es/input/OTP';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { palette } from '@/app/theme';

type Props = {
  money: string;
  /** Balance or on-account (账期) payment: both ask for the pay password (issue 16). */
  method: 'balance' | 'credit';
  pending: boolean;
  onConfirm: (password: string) => void;
  onCancel: () => void;
};

/** The pay password of a balance or on-account payment: 6 digits, masked, sent only when complete. */
export function PayPasswordModal({ money, method, pending, onConfirm, onCancel }: Props) {
  const { t } = useTranslation('checkout');
  const [password, setPassword] = useState('');
  const [touched, setTouched] = useState(false);
  const otp = useRef<OTPRef>(null);
  const valid = PAY_PASSWORD_PATTERN.test(password);
  const confirm = () => {
    setTouched(true);
    if (valid && !pending) onConfirm(password);
  };
  return (
    <Modal
      open
      title={t('pay.passwordTitle')}
      okText={t('pay.confirm')}
      cancelText={t('pay.cancel')}
      onOk={confirm}
      onCancel={onCancel}
      confirmLoading={pending}
      okButtonProps={{ disabled: !valid }}
      width={420}
      // The buyer types at once: the first box takes the focus when the dialog has opened.
      afterOpenChange={(open) => open && otp.current?.focus()}
    >
      <p style={{ margin: '8px 0 16px' }}>
        {t(method === 'credit' ? 'pay.passwordHintCredit' : 'pay.passwordHint', { money })}
      </p>
      <Input.OTP
        ref={otp}
        length={6}
        size="large"
        mask="●"
        aria-label={t('pay.passwordLabel')}
        value={password}
        onInput={(values) => setPassword(values.join('').replace(/\D/g, ''))}
        formatter={(value) => value.replace(/\D/g, '')}
        disabled={pending}
        onKeyDown={(event) => event.key === 'Enter' && confirm()}
      />
      {touched && !valid && (
        <div role="alert" style={{ color: palette.brand, marginTop: 8 }}>
          {t('pay.passwordRequired')}
        </div>
      )}
    </Modal>
  );
}
