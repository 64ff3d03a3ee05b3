import {
  PASSWORD_MAX,
  PASSWORD_MIN_FLOOR,
  passwordProblems,
  type PasswordRules,
} from '@shop/contracts/auth';
import { Form, Input } from 'antd';
import type { Rule } from 'antd/es/form';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { usePasswordRules } from '../api/get-password-rules';

/** The rules the form knows before asking the server: the length bounds every shop has. */
const FLOOR: PasswordRules = { min_length: PASSWORD_MIN_FLOOR, complexity: [] };

/** "6-20 位，须包含数字、字母" from the shop's rules. */
export function passwordRuleText(rules: PasswordRules, t: TFunction<'servicers'>): string {
  const length = t('password.length', {
    min: Math.max(rules.min_length, PASSWORD_MIN_FLOOR),
    max: PASSWORD_MAX,
  });
  if (rules.complexity.length === 0) return length;
  const classes = rules.complexity.map((c) => t(`password.classes.${c}`)).join(t('password.and'));
  return `${length}${t('password.needs', { classes })}`;
}

/** Checks a password against the shop's rules as the server does, naming the first problem. */
export function passwordRule(rules: PasswordRules, t: TFunction<'servicers'>): Rule {
  return {
    validator: async (_, value: string | undefined) => {
      if (!value) throw new Error(t('password.required'));
      const [problem] = passwordProblems(value, rules);
      if (problem)
        throw new Error(
          t(`password.problems.${problem}`, {
            min: Math.max(rules.min_length, PASSWORD_MIN_FLOOR),
            max: PASSWORD_MAX,
          }),
        );
    },
  };
}

/** A new password field showing the shop's password rules under it. */
export function PasswordField({ name = 'password' }: { name?: string }) {
  const { t } = useTranslation('servicers');
  const rules = usePasswordRules().data ?? FLOOR;
  return (
    <Form.Item
      name={name}
      label={t('fields.password')}
      required
      extra={passwordRuleText(rules, t)}
      rules={[passwordRule(rules, t)]}
    >
      <Input.Password autoComplete="new-password" maxLength={PASSWORD_MAX} />
    </Form.Item>
  );
}
