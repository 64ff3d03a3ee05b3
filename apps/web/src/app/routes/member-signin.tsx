import { Button, Card, Skeleton } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { QueryState } from '@/components/query-state';
import { useSigninInfo } from '@/features/member/api/get-signin-info';
import { SigninCalendar } from '@/features/member/components/signin/signin-calendar';
import { SigninPanel } from '@/features/member/components/signin/signin-panel';
import { SigninRulesList } from '@/features/member/components/signin/signin-rules';
import { palette } from '@/app/theme';

/** /member/signin 每日签到: today's button, the streak, the month's calendar and the rules. */
export function MemberSigninPage() {
  const { t } = useTranslation('member-level');
  const [month, setMonth] = useState<string>();
  const info = useSigninInfo(month);
  return (
    <QueryState
      query={info}
      placeholder={
        <Card variant="borderless">
          <Skeleton active paragraph={{ rows: 8 }} />
        </Card>
      }
      style={{ background: palette.white }}
    >
      {(data) => (
        <div style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
          <Card
            variant="borderless"
            title={t('titles.signin')}
            extra={
              <>
                <Link to="/member/my_point">
                  <Button type="link">{t('signin.myPoint')}</Button>
                </Link>
                <Link to="/member/level">
                  <Button type="link">{t('signin.myLevel')}</Button>
                </Link>
              </>
            }
          >
            <SigninPanel info={data} />
          </Card>
          <div style={{ display: 'flex', gap: 16, alignItems: 'flex-start' }}>
            <Card variant="borderless" title={t('signin.calendar')} style={{ flex: 3 }}>
              <SigninCalendar
                month={data.month}
                today={data.today}
                signedDays={data.signed_days}
                onMonthChange={setMonth}
              />
            </Card>
            <Card variant="borderless" title={t('signin.rules')} style={{ flex: 2 }}>
              <SigninRulesList rules={data.rules} />
            </Card>
          </div>
        </div>
      )}
    </QueryState>
  );
}
