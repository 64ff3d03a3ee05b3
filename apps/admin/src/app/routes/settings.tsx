import { Button, Col, Result, Row, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { useSettings } from '@/features/settings/api/settings';
import { AftersaleSettingsCard } from '@/features/settings/components/aftersale-settings-card';
import { BankAccountCard } from '@/features/settings/components/bank-account-card';
import { CreditStatementCard } from '@/features/settings/components/credit-statement-card';
import { LicenceGateCard } from '@/features/settings/components/licence-gate-card';
import { PayTimeoutCard } from '@/features/settings/components/pay-timeout-card';
import { RechargeSettingsCard } from '@/features/settings/components/recharge-settings-card';
import { SigninRewardsCard } from '@/features/settings/components/signin-rewards-card';
import { SiteStatusCard } from '@/features/settings/components/site-status-card';
import { WithdrawSettingsCard } from '@/features/settings/components/withdraw-settings-card';
import { useStaff } from '@/lib/staff';
import { space } from '../theme';

/**
 * `/admin/settings` (issue 15): the mall open or closed, the transfer bank account and the
 * unpaid-order timeout; the member centre's licence gate, recharges, withdrawals, 账期 statement
 * and sign-in rewards (issue 16). They are the whole mall's, so only a platform account has them;
 * a shop's administrator is told so instead of a form the server would refuse.
 */
export function SettingsPage() {
  const { t } = useTranslation('settings');
  const platform = useStaff().is_platform === 1;
  const query = useSettings(platform);

  const body = () => {
    if (!platform)
      return (
        <Result status="403" title={t('platform_only.title')} subTitle={t('platform_only.text')} />
      );
    if (query.isError)
      return (
        <Result
          status="error"
          title={t('failed')}
          subTitle={query.error.message}
          extra={
            <Button type="primary" onClick={() => void query.refetch()}>
              {t('common:actions.retry')}
            </Button>
          }
        />
      );
    if (!query.data) return <Skeleton active paragraph={{ rows: 8 }} />;
    const settings = query.data;
    return (
      <Row gutter={[space.md, space.md]}>
        <Col xs={24} xl={12}>
          <SiteStatusCard site={settings.site} />
        </Col>
        <Col xs={24} xl={12}>
          <BankAccountCard account={settings.offline_account} />
        </Col>
        <Col xs={24} xl={12}>
          <PayTimeoutCard minutes={settings.order.pay_timeout_minutes} />
        </Col>
        <Col xs={24} xl={12}>
          <LicenceGateCard gate={settings.licence_gate} />
        </Col>
        <Col xs={24} xl={12}>
          <CreditStatementCard statement={settings.credit_statement} />
        </Col>
        <Col xs={24} xl={12}>
          <RechargeSettingsCard recharge={settings.recharge} />
        </Col>
        <Col xs={24} xl={12}>
          <WithdrawSettingsCard withdraw={settings.withdraw} />
        </Col>
        <Col xs={24} xl={12}>
          <SigninRewardsCard rules={settings.signin} />
        </Col>
        <Col xs={24} xl={12}>
          <AftersaleSettingsCard setting={settings.aftersale} />
        </Col>
      </Row>
    );
  };

  return (
    <>
      <PageHeader title={t('title')} subTitle={t('subtitle')} />
      {body()}
    </>
  );
}
