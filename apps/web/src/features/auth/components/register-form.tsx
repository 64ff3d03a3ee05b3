import type { QualificationImages, RegisterFormField } from '@shop/contracts/auth';
import { App, Button, Checkbox, Form, Input, Radio, Skeleton } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useAptitudes, useLabelList } from '../api/get-label-list';
import { useRegisterConfig, useRegisterForm } from '../api/get-register-config';
import { useRegister } from '../api/register';
import { useCaptcha } from '../hooks/use-captcha';
import { useSmsCodeSender } from '../hooks/use-sms-code-sender';
import { errorMessage } from '../lib/error-message';
import {
  confirmRules,
  mobileRules,
  passwordRules,
  smsCodeRules,
  usernameRules,
} from '../lib/form-rules';
import { AgreementModal } from './agreement-modal';
import { CaptchaFormItem } from './captcha-input';
import { QualificationUpload } from './qualification-upload';
import { SalesmanField } from './salesman-field';
import { SmsCodeInput } from './sms-code-input';

type Values = {
  username: string;
  password: string;
  confirm: string;
  mobile?: string;
  code?: string;
  nickname?: string;
  realname?: string;
  member_label?: number;
  area?: number[];
  address?: string;
  qualifications_images?: QualificationImages;
  invitation_code?: string;
  fenxiao_id?: number;
  captcha_code?: string;
  agree?: boolean;
};

type Props = {
  /** The province/city/district picker (value: number[]), from the member feature. */
  areaInput: ReactNode;
  onSuccess: (message: string) => void;
};

/** The registration form: the fields the shop's form config shows, its rules, captcha and agreement. */
export function RegisterForm({ areaInput, onSuccess }: Props) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const { data: config } = useRegisterConfig();
  const { data: formConfig } = useRegisterForm();
  const { data: labels = [] } = useLabelList();
  const labelId = Form.useWatch('member_label', form);
  const mobile = Form.useWatch('mobile', form);
  const { data: aptitudes = [] } = useAptitudes(labelId);
  const captcha = useCaptcha('register');
  const { key: smsKey, send: sendCode } = useSmsCodeSender('register', form, captcha);
  const [agreementOpen, setAgreementOpen] = useState(false);
  const register = useRegister();

  if (!config || !formConfig) return <Skeleton active paragraph={{ rows: 10 }} />;
  const field = (name: RegisterFormField) => formConfig.fields.find((f) => f.field === name);
  const shown = (name: RegisterFormField) => !!field(name)?.show;
  const required = (name: RegisterFormField) => !!field(name)?.required;
  const requiredRule = (name: RegisterFormField, key: string) =>
    required(name)
      ? [{ required: true, whitespace: true, message: t(`auth:validation.${key}`) }]
      : [];

  const submit = (values: Values) => {
    const [province_id, city_id, district_id] = values.area ?? [];
    register.mutate(
      {
        username: values.username.trim(),
        password: values.password,
        captcha_id: captcha.id,
        captcha_code: values.captcha_code ?? '',
        ...(values.mobile ? { mobile: values.mobile, key: smsKey, code: values.code ?? '' } : {}),
        nickname: values.nickname?.trim(),
        realname: values.realname?.trim(),
        member_label: values.member_label,
        member_label_name: labels.find((l) => l.label_id === values.member_label)?.label_name,
        province_id,
        city_id,
        district_id,
        address: values.address?.trim(),
        qualifications_images: values.qualifications_images ?? {},
        invitation_code: values.invitation_code?.trim() || undefined,
        fenxiao_id: values.fenxiao_id,
      },
      {
        onSuccess: () => onSuccess(t('auth:register.success')),
        onError: (error) => {
          void message.error(errorMessage(error, t('auth:register.failed')));
          form.setFieldValue('captcha_code', '');
          captcha.refresh();
        },
      },
    );
  };

  const qualificationRule = {
    validator: async (_rule: unknown, value: QualificationImages | undefined) => {
      if (!required('qualification')) return;
      const missing = aptitudes.find((a) => a.is_required && !value?.[a.type_key]?.length);
      if (missing) throw new Error(t('auth:validation.qualification', { name: missing.type_name }));
    },
  };

  return (
    <Form
      form={form}
      labelCol={{ flex: '120px' }}
      wrapperCol={{ flex: 'auto' }}
      onFinish={submit}
      scrollToFirstError
      aria-label={t('auth:titles.register')}
    >
      <h3 style={{ margin: '0 0 16px 120px' }}>{t('auth:register.accountSection')}</h3>
      <Form.Item
        name="username"
        label={t('auth:fields.username')}
        rules={usernameRules(t)}
        extra={t('auth:register.usernameHint')}
      >
        <Input maxLength={20} autoComplete="username" />
      </Form.Item>
      <Form.Item
        name="password"
        label={t('auth:fields.password')}
        rules={passwordRules(t, config.password)}
      >
        <Input.Password maxLength={20} autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        name="confirm"
        label={t('auth:fields.confirmPassword')}
        dependencies={['password']}
        rules={confirmRules(t, 'password')}
      >
        <Input.Password maxLength={20} autoComplete="new-password" />
      </Form.Item>
      {shown('mobile') && (
        <Form.Item
          name="mobile"
          label={t('auth:fields.mobile')}
          rules={mobileRules(t, required('mobile'))}
        >
          <Input maxLength={11} inputMode="numeric" autoComplete="tel" />
        </Form.Item>
      )}
      <CaptchaFormItem captcha={captcha} label />
      {shown('mobile') && !!mobile && (
        <Form.Item name="code" label={t('auth:fields.smsCode')} rules={smsCodeRules(t)}>
          <SmsCodeInput onSend={sendCode} />
        </Form.Item>
      )}

      <h3 style={{ margin: '8px 0 16px 120px' }}>{t('auth:register.profileSection')}</h3>
      {shown('nickname') && (
        <Form.Item
          name="nickname"
          label={t('auth:fields.nickname')}
          rules={requiredRule('nickname', 'nickname')}
        >
          <Input maxLength={30} placeholder={t('auth:placeholders.nickname')} />
        </Form.Item>
      )}
      {shown('realname') && (
        <Form.Item
          name="realname"
          label={t('auth:fields.realname')}
          rules={requiredRule('realname', 'realname')}
        >
          <Input maxLength={30} autoComplete="name" />
        </Form.Item>
      )}
      {shown('member_label') && (
        <Form.Item
          name="member_label"
          label={t('auth:fields.memberLabel')}
          rules={
            required('member_label')
              ? [{ required: true, message: t('auth:validation.memberLabel') }]
              : []
          }
        >
          <Radio.Group
            optionType="button"
            options={labels.map((l) => ({ value: l.label_id, label: l.label_name }))}
          />
        </Form.Item>
      )}
      {shown('area') && (
        <Form.Item
          name="area"
          label={t('auth:fields.area')}
          rules={
            required('area')
              ? [{ required: true, type: 'array', len: 3, message: t('auth:validation.area') }]
              : []
          }
        >
          {areaInput}
        </Form.Item>
      )}
      {shown('address') && (
        <Form.Item
          name="address"
          label={t('auth:fields.address')}
          rules={requiredRule('address', 'address')}
        >
          <Input
            maxLength={120}
            autoComplete="street-address"
            placeholder={t('auth:placeholders.address')}
          />
        </Form.Item>
      )}
      {shown('qualification') && (
        <Form.Item
          name="qualifications_images"
          label={t('auth:fields.qualification')}
          rules={[qualificationRule]}
          extra={labelId ? undefined : t('auth:register.chooseLabelFirst')}
        >
          <QualificationUpload aptitudes={aptitudes} />
        </Form.Item>
      )}
      {shown('invitation_code') && (
        <Form.Item
          name="invitation_code"
          label={t('auth:fields.invitationCode')}
          rules={requiredRule('invitation_code', 'invitationCode')}
        >
          <Input maxLength={16} style={{ textTransform: 'uppercase' }} />
        </Form.Item>
      )}
      <SalesmanField />

      <Form.Item
        name="agree"
        valuePropName="checked"
        wrapperCol={{ offset: 0, style: { marginLeft: 120 } }}
        rules={[
          {
            validator: async (_r, v: boolean | undefined) => {
              if (!v) throw new Error(t('auth:validation.agreement'));
            },
          },
        ]}
      >
        <Checkbox>
          {t('auth:register.agreePrefix')}
          <Button
            type="link"
            size="small"
            style={{ padding: 0 }}
            onClick={(e) => {
              e.preventDefault();
              setAgreementOpen(true);
            }}
          >
            {t('auth:register.agreementLink')}
          </Button>
        </Checkbox>
      </Form.Item>
      <Form.Item wrapperCol={{ style: { marginLeft: 120 } }}>
        <Button
          type="primary"
          htmlType="submit"
          size="large"
          loading={register.isPending}
          style={{ width: 240 }}
        >
          {t('auth:register.submit')}
        </Button>
      </Form.Item>
      <AgreementModal
        open={agreementOpen}
        onClose={() => setAgreementOpen(false)}
        onAgree={() => form.setFieldValue('agree', true)}
      />
    </Form>
  );
}
