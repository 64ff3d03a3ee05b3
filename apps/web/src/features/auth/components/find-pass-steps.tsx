import { SMS_RESEND_SECONDS } from '@shop/contracts/auth';
import { App, Button, Form, Input, Result, Steps } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { palette } from '@/app/theme';
import { useRegisterConfig } from '../api/get-register-config';
import { useResetPassword } from '../api/reset-password';
import { sendMobileCode } from '../api/send-mobile-code';
import { useCaptcha } from '../hooks/use-captcha';
import { useCountdown } from '../hooks/use-countdown';
import { errorMessage } from '../lib/error-message';
import { confirmRules, mobileRules, passwordRules, smsCodeRules } from '../lib/form-rules';
import { CaptchaFormItem } from './captcha-input';

type MobileValues = { mobile: string; captcha_code?: string };
type ResetValues = { code: string; password: string; confirm: string };

const DEFAULT_RULES = { min_length: 6, complexity: [] };

/** Password recovery: mobile and captcha -> SMS code and new password (twice) -> done. */
export function FindPassSteps() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [step, setStep] = useState(0);
  const [mobile, setMobile] = useState('');
  const [key, setKey] = useState('');
  const [sending, setSending] = useState(false);
  const [mobileForm] = Form.useForm<MobileValues>();
  const captcha = useCaptcha('find-password');
  const { data: config } = useRegisterConfig();
  const reset = useResetPassword();
  const countdown = useCountdown(SMS_RESEND_SECONDS);

  const send = async (values: MobileValues) => {
    setSending(true);
    try {
      const sent = await sendMobileCode('findPassword', {
        mobile: values.mobile,
        captcha_id: captcha.id,
        captcha_code: values.captcha_code ?? '',
      });
      setMobile(values.mobile);
      setKey(sent.key);
      setStep(1);
      countdown.start();
      void message.success(t('auth:sms.sent'));
      return true;
    } catch (error) {
      void message.error(errorMessage(error, t('auth:sms.failed')));
      return false;
    } finally {
      setSending(false);
      mobileForm.setFieldValue('captcha_code', '');
      captcha.refresh();
    }
  };

  const submit = (values: ResetValues) =>
    reset.mutate(
      { mobile, key, code: values.code, password: values.password },
      {
        onSuccess: () => setStep(2),
        onError: (error) => void message.error(errorMessage(error, t('auth:findPass.failed'))),
      },
    );

  return (
    <div>
      <Steps
        current={step}
        items={[
          { title: t('auth:findPass.stepMobile') },
          { title: t('auth:findPass.stepReset') },
          { title: t('auth:findPass.stepDone') },
        ]}
        style={{ marginBottom: 40 }}
      />
      <div style={{ width: 420, margin: '0 auto' }}>
        {step === 0 && (
          <Form
            form={mobileForm}
            size="large"
            onFinish={(v) => void send(v)}
            requiredMark={false}
            initialValues={{ mobile }}
          >
            <Form.Item name="mobile" rules={mobileRules(t)}>
              <Input
                maxLength={11}
                inputMode="numeric"
                autoComplete="tel"
                placeholder={t('auth:placeholders.registeredMobile')}
              />
            </Form.Item>
            <CaptchaFormItem captcha={captcha} />
            <Button type="primary" htmlType="submit" block loading={sending}>
              {t('auth:findPass.sendCode')}
            </Button>
          </Form>
        )}
        {step === 1 && (
          <Form size="large" onFinish={submit} requiredMark={false}>
            <p style={{ color: palette.textSecondary }}>
              {t('auth:findPass.codeSentTo', {
                mobile: `${mobile.slice(0, 3)}****${mobile.slice(7)}`,
              })}
              {/* A new code needs a new captcha answer: back to the first step, mobile kept. */}
              <Button
                type="link"
                size="small"
                disabled={countdown.running}
                onClick={() => setStep(0)}
              >
                {countdown.running
                  ? t('auth:sms.resend', { seconds: countdown.left })
                  : t('auth:findPass.resend')}
              </Button>
            </p>
            <Form.Item name="code" rules={smsCodeRules(t)}>
              <Input
                maxLength={6}
                inputMode="numeric"
                autoComplete="one-time-code"
                placeholder={t('auth:placeholders.smsCode')}
              />
            </Form.Item>
            <Form.Item name="password" rules={passwordRules(t, config?.password ?? DEFAULT_RULES)}>
              <Input.Password
                maxLength={20}
                autoComplete="new-password"
                placeholder={t('auth:placeholders.newPassword')}
              />
            </Form.Item>
            <Form.Item
              name="confirm"
              dependencies={['password']}
              rules={confirmRules(t, 'password')}
            >
              <Input.Password
                maxLength={20}
                autoComplete="new-password"
                placeholder={t('auth:placeholders.confirmPassword')}
              />
            </Form.Item>
            <Button type="primary" htmlType="submit" block loading={reset.isPending}>
              {t('auth:findPass.submit')}
            </Button>
          </Form>
        )}
        {step === 2 && (
          <Result
            status="success"
            title={t('auth:findPass.doneTitle')}
            subTitle={t('auth:findPass.doneSubtitle')}
            extra={
              <Link to="/login">
                <Button type="primary">{t('auth:findPass.toLogin')}</Button>
              </Link>
            }
          />
        )}
      </div>
    </div>
  );
}
