import { Card, Skeleton } from 'antd';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { QueryState } from '@/components/query-state';
import { parsePage } from '@/features/catalogue/lib/brand-initials';
import { useLevelInfo } from '@/features/member/api/get-level-info';
import { useMemberLevels } from '@/features/member/api/get-member-levels';
import { GrowthLogTable } from '@/features/member/components/level/growth-log-table';
import { LevelBenefits } from '@/features/member/components/level/level-benefits';
import { LevelOverview } from '@/features/member/components/level/level-overview';

/** /member/level 会员等级: level, growth and progress, every level's benefits, growth ledger. */
export function MemberLevelPage() {
  const { t } = useTranslation('member-level');
  const [params, setParams] = useSearchParams();
  const info = useLevelInfo();
  const levels = useMemberLevels();
  const go = useCallback(
    (page: number) =>
      setParams(page > 1 ? new URLSearchParams({ page: String(page) }) : new URLSearchParams()),
    [setParams],
  );
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
      <Card variant="borderless" title={t('titles.level')}>
        <QueryState query={info} placeholder={<Skeleton active paragraph={{ rows: 3 }} />}>
          {(loaded) => <LevelOverview info={loaded} />}
        </QueryState>
      </Card>
      <Card variant="borderless" title={t('level.benefits')}>
        <QueryState query={levels} rows={4}>
          {(loaded) => <LevelBenefits levels={loaded} currentId={info.data?.level_id ?? 0} />}
        </QueryState>
      </Card>
      <Card variant="borderless" title={t('level.log')}>
        <GrowthLogTable page={parsePage(params.get('page'))} onPageChange={go} />
      </Card>
    </div>
  );
}
