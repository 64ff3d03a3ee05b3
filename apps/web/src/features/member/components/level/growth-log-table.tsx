import { GROWTH_LOG_PAGE_SIZE, type GrowthLog } from '@shop/contracts/member';
import { shopDateTimeSeconds } from '@shop/web-kit/shop-time';
import { Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { QueryState } from '@/components/query-state';
import { palette } from '@/app/theme';
import { useGrowthLog } from '../../api/get-growth-log';

const REASON_COLOURS = {
  signin: 'gold',
  order: 'blue',
  refund: 'orange',
  adjust: 'default',
} as const;

type Props = { page: number; onPageChange: (page: number) => void };

/** The growth ledger: every change of the member's growth and why, paged. */
export function GrowthLogTable({ page, onPageChange }: Props) {
  const { t } = useTranslation('member-level');
  const log = useGrowthLog({ page, page_size: GROWTH_LOG_PAGE_SIZE });
  const columns: ColumnsType<GrowthLog> = [
    {
      title: t('level.time'),
      dataIndex: 'create_time',
      width: 180,
      render: (ms: number) => shopDateTimeSeconds(ms),
    },
    {
      title: t('level.reason'),
      dataIndex: 'reason',
      width: 120,
      render: (reason: GrowthLog['reason']) => (
        <Tag color={REASON_COLOURS[reason]}>{t(`level.reasons.${reason}`)}</Tag>
      ),
    },
    {
      title: t('level.change'),
      dataIndex: 'change',
      width: 110,
      align: 'right',
      render: (change: number) => (
        <span style={{ color: change < 0 ? palette.successDark : palette.brand, fontWeight: 700 }}>
          {change > 0 ? `+${change}` : change}
        </span>
      ),
    },
    { title: t('level.after'), dataIndex: 'growth_after', width: 110, align: 'right' },
    { title: t('level.remark'), dataIndex: 'remark' },
  ];
  return (
    <QueryState query={log} rows={GROWTH_LOG_PAGE_SIZE} empty={t('level.logEmpty')}>
      {(data) => (
        <Table<GrowthLog>
          rowKey="id"
          size="middle"
          loading={log.isFetching}
          columns={columns}
          dataSource={data.list}
          pagination={{
            current: page,
            pageSize: GROWTH_LOG_PAGE_SIZE,
            total: data.count,
            showSizeChanger: false,
            hideOnSinglePage: true,
            onChange: onPageChange,
          }}
        />
      )}
    </QueryState>
  );
}
