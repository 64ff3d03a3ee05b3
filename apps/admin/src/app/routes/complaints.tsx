import { consoleComplainListEndpoint, type ConsoleComplainRow } from '@shop/contracts/aftersale';
import { shopDateTimeSeconds } from '@shop/web-kit/shop-time';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Result, Tabs, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ComplainDrawer } from '@/features/refunds/components/complain-drawer';
import { EvidenceImages } from '@/features/refunds/components/evidence-images';
import { RefundGoods } from '@/features/refunds/components/refund-goods';
import { COMPLAIN_LIST, COMPLAIN_TABS } from '@/features/refunds/refund-rules';
import { Money } from '@/components/money';
import { PageHeader } from '@/components/page-header';
import { listQueryOptions } from '@/components/server-table/list-query';
import { ServerTable } from '@/components/server-table/server-table';
import { useListState } from '@/components/server-table/use-list-state';
import { useStaff } from '@/lib/staff';
import { space } from '../theme';

const STATUS_COLOURS: Record<number, string> = { 1: 'magenta', 2: 'green', [-1]: 'default' };

/**
 * `/admin/complaints` (平台维权, issue 17, complaint.decide): buyers' complaints about a shop's
 * refusal or silence, the waiting ones first (oldest first), decided and all; opening one shows
 * the whole refund with both sides' words and the ruling form. Complaints are the platform's to
 * judge: a shop's own administrator is told so instead of a list the server would refuse.
 */
export function ComplaintsPage() {
  const { t } = useTranslation('refunds');
  const platform = useStaff().is_platform === 1;
  const list = useListState(COMPLAIN_LIST);
  const query = useQuery({
    ...listQueryOptions(consoleComplainListEndpoint, list.body),
    enabled: platform,
  });
  const [refundId, setRefundId] = useState(0);

  return (
    <>
      <PageHeader title={t('complaints.title')} subTitle={t('complaints.subtitle')} />
      <Card>
        {platform ? (
          <>
            <Tabs
              activeKey={list.filters.status ?? 'waiting'}
              onChange={(key) =>
                list.update({ filters: { status: key === 'waiting' ? null : key } })
              }
              items={COMPLAIN_TABS.map((key) => ({ key, label: t(`complaints.tabs.${key}`) }))}
              style={{ marginTop: -space.sm }}
            />
            <ServerTable<ConsoleComplainRow>
              list={list}
              query={query}
              rowKey="complain_id"
              scroll={{ x: 1100 }}
              columns={[
                {
                  key: 'time',
                  title: t('complaints.columns.time'),
                  width: 215,
                  render: (_, row) => (
                    <>
                      <div>{shopDateTimeSeconds(row.create_time)}</div>
                      <Typography.Text
                        type="secondary"
                        style={{ fontSize: 12, whiteSpace: 'nowrap' }}
                      >
                        {row.refund_no}
                      </Typography.Text>
                    </>
                  ),
                },
                {
                  key: 'goods',
                  title: t('columns.goods'),
                  width: 230,
                  render: (_, row) => <RefundGoods goods={row.goods} />,
                },
                {
                  key: 'buyer',
                  title: t('columns.buyer'),
                  width: 100,
                  dataIndex: 'buyer_username',
                },
                {
                  key: 'amount',
                  title: t('columns.amount'),
                  align: 'right',
                  width: 100,
                  render: (_, row) => <Money value={row.apply_money} />,
                },
                {
                  key: 'case',
                  title: t('complaints.columns.case'),
                  render: (_, row) => (
                    <>
                      <Typography.Text strong>{row.reason}</Typography.Text>
                      <Typography.Paragraph
                        ellipsis={{ rows: 2, tooltip: row.content }}
                        style={{ margin: `${space.xs}px 0 0` }}
                      >
                        {row.content}
                      </Typography.Paragraph>
                      {row.images.length > 0 && <EvidenceImages images={row.images} size={40} />}
                    </>
                  ),
                },
                {
                  key: 'status',
                  title: t('complaints.columns.status'),
                  fixed: 'right',
                  width: 120,
                  render: (_, row) => (
                    <>
                      <Tag color={STATUS_COLOURS[row.status] ?? 'default'}>{row.status_name}</Tag>
                      {row.decision !== '' && (
                        <div style={{ fontSize: 12, marginTop: space.xs }}>
                          <Typography.Text type="secondary">
                            {t(`complain.decisions.${row.decision}`)}
                          </Typography.Text>
                        </div>
                      )}
                    </>
                  ),
                },
                {
                  key: 'actions',
                  title: t('columns.actions'),
                  fixed: 'right',
                  width: 84,
                  render: (_, row) => (
                    <Button type="link" size="small" onClick={() => setRefundId(row.refund_id)}>
                      {row.status === 1 ? t('complaints.decide') : t('view')}
                    </Button>
                  ),
                },
              ]}
            />
          </>
        ) : (
          <Result
            status="403"
            title={t('complaints.platform_only.title')}
            subTitle={t('complaints.platform_only.text')}
          />
        )}
      </Card>
      <ComplainDrawer refundId={refundId} onClose={() => setRefundId(0)} />
    </>
  );
}
