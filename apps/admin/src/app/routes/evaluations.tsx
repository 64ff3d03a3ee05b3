import { consoleEvaluateListEndpoint, type ConsoleEvaluateRow } from '@shop/contracts/aftersale';
import { shopDateTimeSeconds } from '@shop/web-kit/shop-time';
import { useQuery } from '@tanstack/react-query';
import { Card, Image, Tabs, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EvaluateActions } from '@/features/evaluations/components/evaluate-actions';
import { EvaluateWords } from '@/features/evaluations/components/evaluate-words';
import {
  EVALUATE_LIST,
  EVALUATE_SCORES,
  EVALUATE_TABS,
} from '@/features/evaluations/evaluate-list-state';
import { PageHeader } from '@/components/page-header';
import { listQueryOptions } from '@/components/server-table/list-query';
import { SelectFilter } from '@/components/server-table/list-filters';
import { ListToolbar } from '@/components/server-table/list-toolbar';
import { ServerTable } from '@/components/server-table/server-table';
import { useListState } from '@/components/server-table/use-list-state';
import { radius, space } from '../theme';

const STATE_COLOURS = { shown: 'green', waiting: 'orange', hidden: 'default' } as const;

/**
 * `/admin/evaluations` (评价管理, issue 17): buyers' evaluations of the shop's goods, newest
 * first, by visibility, stars and whether they wait for a reply, searched by goods name; staff
 * reply to the evaluation and its follow-up, approve, hide and show them again.
 */
export function EvaluationsPage() {
  const { t } = useTranslation('evaluations');
  const list = useListState(EVALUATE_LIST);
  const query = useQuery(listQueryOptions(consoleEvaluateListEndpoint, list.body));

  return (
    <>
      <PageHeader title={t('title')} subTitle={t('subtitle')} />
      <Card>
        <Tabs
          activeKey={list.filters.state ?? 'all'}
          onChange={(key) => list.update({ filters: { state: key === 'all' ? null : key } })}
          items={EVALUATE_TABS.map((key) => ({ key, label: t(`states.${key}`) }))}
          style={{ marginTop: -space.sm }}
        />
        <ListToolbar list={list} searchPlaceholder={t('search')}>
          <SelectFilter
            list={list}
            name="scores"
            placeholder={t('filters.scores')}
            width={130}
            options={EVALUATE_SCORES.map((s) => ({
              value: s,
              label: t('stars', { count: Number(s) }),
            }))}
          />
          <SelectFilter
            list={list}
            name="replied"
            placeholder={t('filters.replied')}
            width={130}
            options={[
              { value: 'no', label: t('filters.repliedNo') },
              { value: 'yes', label: t('filters.repliedYes') },
            ]}
          />
        </ListToolbar>
        <ServerTable<ConsoleEvaluateRow>
          list={list}
          query={query}
          rowKey="evaluate_id"
          scroll={{ x: 1100 }}
          columns={[
            {
              key: 'goods',
              title: t('columns.goods'),
              width: 230,
              render: (_, row) => (
                <div style={{ display: 'flex', gap: space.sm }}>
                  <Image
                    src={row.sku_image}
                    alt={row.sku_name}
                    width={48}
                    height={48}
                    preview={false}
                    style={{ objectFit: 'contain', borderRadius: radius.sm }}
                  />
                  <div style={{ minWidth: 0 }}>
                    <div>{row.sku_name}</div>
                    <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                      {[row.spec_name, row.shop_name].filter(Boolean).join(' · ')}
                    </Typography.Text>
                  </div>
                </div>
              ),
            },
            {
              key: 'words',
              title: t('columns.words'),
              render: (_, row) => <EvaluateWords row={row} />,
            },
            {
              key: 'buyer',
              title: t('columns.buyer'),
              width: 170,
              render: (_, row) => (
                <>
                  <div>
                    {row.member_id > 0 ? (
                      <Link to={`/members/${row.member_id}`}>{row.member_name}</Link>
                    ) : (
                      row.member_name
                    )}
                    {row.is_anonymous && (
                      <Tag style={{ marginInlineStart: space.xs }}>{t('anonymous')}</Tag>
                    )}
                  </div>
                  {row.order_id > 0 && (
                    <Link to={`/orders/${row.order_id}`} style={{ fontSize: 12 }}>
                      {t('columns.order')}
                    </Link>
                  )}
                  <div>
                    <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                      {shopDateTimeSeconds(row.create_time)}
                    </Typography.Text>
                  </div>
                </>
              ),
            },
            {
              key: 'state',
              title: t('columns.state'),
              width: 90,
              render: (_, row) => (
                <Tag color={STATE_COLOURS[row.state]}>{t(`states.${row.state}`)}</Tag>
              ),
            },
            {
              key: 'actions',
              title: t('columns.actions'),
              fixed: 'right',
              width: 160,
              render: (_, row) => <EvaluateActions row={row} />,
            },
          ]}
        />
      </Card>
    </>
  );
}
