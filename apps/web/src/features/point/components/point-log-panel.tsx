import { POINT_LOG_PAGE_SIZE, type PointLog } from '@shop/contracts/point';
import { shopDateTimeSeconds } from '@shop/web-kit/shop-time';
import { Button, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { QueryState } from '@/components/query-state';
import { palette } from '@/app/theme';
import { usePointLog } from '../api/get-point-log';

const REASON_COLOURS = {
  exchange: 'red',
  refund: 'blue',
  grant: 'green',
  signin: 'gold',
} as const;

type Props = {
  page: number;
  onPageChange: (page: number) => void;
};

/** /member/my_point: the member's points and the ledger of every change, paged. */
export function PointLogPanel({ page, onPageChange }: Props) {
  const { t } = useTranslation('point');
  const log = usePointLog({ page, page_size: POINT_LOG_PAGE_SIZE });

  const columns: ColumnsType<PointLog> = [
    {
      title: t('log.time'),
      dataIndex: 'create_time',
      width: 180,
      render: (ms: number) => shopDateTimeSeconds(ms),
    },
    {
      title: t('log.reason'),
      dataIndex: 'reason',
      width: 120,
      render: (reason: PointLog['reason']) => (
        <Tag color={REASON_COLOURS[reason]}>{t(`log.reasons.${reason}`)}</Tag>
      ),
    },
    {
      title: t('log.change'),
      dataIndex: 'change',
      width: 120,
      align: 'right',
      render: (change: number) => (
        <span style={{ color: change < 0 ? palette.successDark : palette.brand, fontWeight: 700 }}>
          {change > 0 ? `+${change}` : change}
        </span>
      ),
    },
    { title: t('log.balance'), dataIndex: 'point_after', width: 120, align: 'right' },
    {
      title: t('log.remark'),
      dataIndex: 'remark',
      render: (remark: string, row) => (
        <>
          {remark}
          {row.order_id !== null && (
            <Link to={`/member/order_detail?order_id=${row.order_id}`} style={{ marginLeft: 8 }}>
              {t('log.order')}
            </Link>
          )}
        </>
      ),
    },
  ];

  return (
    <div style={{ background: palette.white, padding: 20 }}>
      <h2 style={{ margin: '0 0 16px', fontSize: 18 }}>{t('titles.mine')}</h2>
      <div
        style={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          padding: '18px 24px',
          background: palette.brandWash,
          border: `1px solid ${palette.brandBorder}`,
          marginBottom: 16,
        }}
      >
        <div>
          <div style={{ color: palette.textSecondary }}>{t('log.current')}</div>
          <div style={{ color: palette.brand, fontSize: 32, fontWeight: 700, lineHeight: '44px' }}>
            {log.data ? log.data.point.toLocaleString('zh-CN') : '—'}
            <span style={{ fontSize: 14, marginLeft: 4 }}>{t('unit')}</span>
          </div>
        </div>
        <Link to="/point">
          <Button type="primary" danger>
            {t('log.toMall')}
          </Button>
        </Link>
      </div>
      <QueryState query={log} rows={POINT_LOG_PAGE_SIZE} empty={t('log.empty')}>
        {(data) => (
          <Table<PointLog>
            rowKey="id"
            size="middle"
            loading={log.isFetching}
            columns={columns}
            dataSource={data.list}
            pagination={{
              current: page,
              pageSize: POINT_LOG_PAGE_SIZE,
              total: data.count,
              showSizeChanger: false,
              hideOnSinglePage: true,
              onChange: onPageChange,
            }}
          />
        )}
      </QueryState>
    </div>
  );
}
