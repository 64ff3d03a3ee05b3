import { Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { SalesmanOnly } from '@/features/member/components/salesman/salesman-only';
import { TeamStockoutTable } from '@/features/member/components/salesman/team-stockout-table';

/** /member/stockout_log 客户缺货登记 (salesmen only): the team's stock-out registrations. */
export function MemberStockoutLogPage() {
  const { t } = useTranslation('salesman');
  return (
    <Card variant="borderless" title={t('titles.stockoutLog')}>
      <SalesmanOnly>
        <TeamStockoutTable />
      </SalesmanOnly>
    </Card>
  );
}
