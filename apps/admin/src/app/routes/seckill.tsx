import { Card, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { SeckillListPanel } from '@/features/promotions/components/seckill-list-panel';
import { SeckillTimesPanel } from '@/features/promotions/components/seckill-times-panel';
import { space } from '../theme';

const TABS = ['seckills', 'slots'] as const;

/**
 * `/admin/promotions/seckill` (issue 27, 营销中心 › 秒杀): the shop's seckills and the mall's
 * daily slots, one tab each (`?tab=slots`); the seckill list keeps its filters in the address.
 */
export function SeckillPage() {
  const { t } = useTranslation('promotions');
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'slots' ? 'slots' : 'seckills';

  return (
    <>
      <PageHeader title={t('title')} subTitle={t('subtitle')} />
      <Card>
        <Tabs
          activeKey={tab}
          onChange={(key) => setParams(key === 'slots' ? { tab: 'slots' } : {})}
          items={TABS.map((key) => ({ key, label: t(`tabs.${key}`) }))}
          style={{ marginTop: -space.sm }}
        />
        {tab === 'slots' ? <SeckillTimesPanel /> : <SeckillListPanel />}
      </Card>
    </>
  );
}
