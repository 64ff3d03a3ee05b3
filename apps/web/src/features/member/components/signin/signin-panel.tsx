import { CalendarOutlined, CheckOutlined } from '@ant-design/icons';
import type { SigninInfo } from '@shop/contracts/member';
import { App, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { palette } from '@/app/theme';
import { useSignIn } from '../../api/sign-in';

/** The reward a sign-in today would give: the daily amounts plus today's streak bonus. */
function todayReward(info: SigninInfo) {
  const streak = info.signed_today ? info.streak : info.streak + 1;
  const bonus = info.rules.streak_rewards.find((r) => r.days === streak);
  return {
    point: info.rules.point + (bonus?.point ?? 0),
    growth: info.rules.growth + (bonus?.growth ?? 0),
  };
}

/** Today's sign-in button, the streak and what signing in gives. */
export function SigninPanel({ info }: { info: SigninInfo }) {
  const { t } = useTranslation('member-level');
  const { message } = App.useApp();
  const signIn = useSignIn();
  const reward = todayReward(info);
  const submit = () =>
    signIn.mutate(undefined, {
      onSuccess: (r) => void message.success(t('signin.success', r)),
      onError: (e) => void message.error(e.message),
    });
  const label = !info.rules.enabled
    ? t('signin.closed')
    : info.signed_today
      ? t('signin.signed')
      : t('signin.button');
  return (
    <div
      style={{
        display: 'flex',
        alignItems: 'center',
        gap: 40,
        padding: '24px 28px',
        background: palette.brandWash,
        border: `1px solid ${palette.brandBorder}`,
      }}
    >
      <Button
        type="primary"
        danger
        shape="circle"
        icon={info.signed_today ? <CheckOutlined /> : <CalendarOutlined />}
        disabled={info.signed_today || !info.rules.enabled}
        loading={signIn.isPending}
        onClick={submit}
        style={{ width: 112, height: 112, fontSize: 18, flexDirection: 'column' }}
      >
        {label}
      </Button>
      <div>
        <div style={{ color: palette.textSecondary }}>{t('signin.streak')}</div>
        <div style={{ fontSize: 32, fontWeight: 700, color: palette.brand, lineHeight: '44px' }}>
          <span data-testid="signin-streak">{info.streak}</span>
          <span style={{ fontSize: 14, marginLeft: 4 }}>{t('signin.days')}</span>
        </div>
        <div style={{ color: palette.textMuted }}>
          {t('signin.total', { count: info.total_days })}
        </div>
      </div>
      {info.rules.enabled && !info.signed_today && (
        <div style={{ color: palette.textSecondary }}>{t('signin.todayReward', reward)}</div>
      )}
    </div>
  );
}
