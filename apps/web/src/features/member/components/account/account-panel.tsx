import { Card, Skeleton, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { QueryState } from '@/components/query-state';
import { palette } from '@/app/theme';
import { useAccountInfo } from '../../api/get-account-info';
import { AccountSummary } from './account-summary';
import { LedgerTable } from './ledger-table';
import { StatementTable } from './statement-table';

/** /member/account 账户余额: the money, the ledger and the on-account bills (issue 16). */
export function AccountPanel() {
  const { t } = useTranslation('account');
  const info = useAccountInfo();
  return (
    <div style={{ background: palette.white, padding: 20 }}>
      <h2 style={{ margin: '0 0 16px', fontSize: 18 }}>{t('titles.account')}</h2>
      <QueryState
        query={info}
        placeholder={
          <Card variant="borderless">
            <Skeleton active paragraph={{ rows: 2 }} />
          </Card>
        }
      >
        {(data) => <AccountSummary info={data} />}
      </QueryState>
      <Tabs
        items={[
          { key: 'ledger', label: t('tabs.ledger'), children: <LedgerTable /> },
          { key: 'statement', label: t('tabs.statement'), children: <StatementTable /> },
        ]}
      />
    </div>
  );
}
