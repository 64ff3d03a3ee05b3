import {
  MOBILE_PATTERN,
  passwordProblems,
  PASSWORD_MAX,
  USERNAME_PATTERN,
  type PasswordRules,
} from '@shop/contracts/auth';
import type { FormRule } from 'antd';
import type { TFunction } from 'i18next';

/** antd form rules mirroring the server's checks, so most mistakes are caught before a call. */
export const mobileRules = (t: TFunction, required = true): FormRule[] => [
  { required, message: t('auth:validation.mobileRequired') },
  { pattern: MOBILE_PATTERN, message: t('auth:validation.mobile') },
];

export const usernameRules = (t: TFunction): FormRule[] => [
  { required: true, message: t('auth:validation.usernameRequired') },
  { pattern: USERNAME_PATTERN, message: t('auth:validation.username') },
];

export const smsCodeRules = (t: TFunction): FormRule[] => [
  { required: true, message: t('auth:validation.smsCodeRequired') },
  { pattern: /^\d{6}$/, message: t('auth:validation.smsCode') },
];

/** The shop's password rules (length, no spaces, required character classes). */
export const passwordRules = (t: TFunction, rules: PasswordRules): FormRule[] => [
  { required: true, message: t('auth:validation.passwordRequired') },
  {
    validator: async (_rule, value: string | undefined) => {
      if (!value) return;
      const [problem] = passwordProblems(value, rules);
      if (!problem) return;
      const min = Math.max(rules.min_length, 6);
      throw new Error(t(`auth:validation.password.${problem}`, { min, max: PASSWORD_MAX }));
    },
  },
];

/** The repeated password must equal the field `field`. */
export const confirmRules = (t: TFunction, field: string): FormRule[] => [
  { required: true, message: t('auth:validation.confirmRequired') },
  ({ getFieldValue }) => ({
    validator: async (_rule, value: string | undefined) => {
      if (value && value !== getFieldValue(field))
        throw new Error(t('auth:validation.confirmMismatch'));
    },
  }),
];
