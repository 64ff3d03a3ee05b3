import type { BillStatus, StatementBill } from '@shop/contracts/member';
import { formatYuan } from '@shop/web-kit/money';
import { Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { QueryState } from '@/components/query-state';
import { palette } from '@/app/theme';
import { useStatement } from '../../api/get-statement';

const STATUS_COLOURS: Record<BillStatus, string> = {
  open: 'blue',
  due: 'orange',
  overdue: 'red',
  settled: 'green',
};

/** The monthly on-account (账期) bills: used, repaid, what is due and by when (issue 16). */
export function StatementTable() {
  const { t } = useTranslation('account');
  const statement = useStatement();
  const columns: ColumnsType<StatementBill> = [
    { title: t('statement.month'), dataIndex: 'month', width: 110 },
    {
      title: t('statement.period'),
      key: 'period',
      render: (_, b) => `${b.period_start} ~ ${b.period_end}`,
    },
    {
      title: t('statement.used'),
      dataIndex: 'used',
      align: 'right',
      render: (v: string) => formatYuan(v),
    },
    {
      title: t('statement.repaid'),
      dataIndex: 'repaid',
      align: 'right',
      render: (v: string) => formatYuan(v),
    },
    {
      title: t('statement.due'),
      dataIndex: 'due',
      align: 'right',
      render: (v: string) => <strong style={{ color: palette.brand }}>{formatYuan(v)}</strong>,
    },
    { title: t('statement.dueDate'), dataIndex: 'due_date', width: 120 },
    {
      title: t('statement.status'),
      dataIndex: 'status',
      width: 100,
      render: (s: BillStatus) => (
        <Tag color={STATUS_COLOURS[s]}>{t(`statement.statuses.${s}`)}</Tag>
      ),
    },
  ];
  return (
    <QueryState query={statement} rows={6} isEmpty={() => false}>
      {(data) => (
        <>
          <div style={{ display: 'flex', gap: 24, alignItems: 'baseline', marginBottom: 12 }}>
            <span>
              {t('statement.totalDue')}：
              <strong style={{ color: palette.brand, fontSize: 20 }}>
                {formatYuan(data.total_due)}
              </strong>
            </span>
            <span style={{ color: palette.textMuted }}>
              {t('statement.rule', { day: data.settle_day, days: data.due_days })}
            </span>
          </div>
          <Table<StatementBill>
            rowKey="month"
            size="middle"
            columns={columns}
            dataSource={data.bills}
            pagination={false}
            locale={{ emptyText: t('statement.empty') }}
          />
        </>
      )}
    </QueryState>
  );
}
