import { Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { SalesmanOnly } from '@/features/member/components/salesman/salesman-only';
import { TeamTable } from '@/features/member/components/salesman/team-table';

/** /member/my_team 我的客户 (salesmen only): the members the salesman serves. */
export function MemberMyTeamPage() {
  const { t } = useTranslation('salesman');
  return (
    <Card variant="borderless" title={t('titles.myTeam')}>
      <SalesmanOnly>
        <TeamTable />
      </SalesmanOnly>
    </Card>
  );
}
