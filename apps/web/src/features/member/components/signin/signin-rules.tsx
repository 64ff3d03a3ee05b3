import type { SigninRules } from '@shop/contracts/member';
import { useTranslation } from 'react-i18next';
import { palette } from '@/app/theme';

/** The shop's sign-in rewards as a list of rules (set in the console). */
export function SigninRulesList({ rules }: { rules: SigninRules }) {
  const { t } = useTranslation('member-level');
  return (
    <ol style={{ margin: 0, paddingLeft: 20, color: palette.textSecondary, lineHeight: 2 }}>
      <li>{t('signin.daily', rules)}</li>
      {rules.streak_rewards.map((r) => (
        <li key={r.days}>{t('signin.bonus', r)}</li>
      ))}
      <li>{t('signin.ruleBreak')}</li>
    </ol>
  );
}
