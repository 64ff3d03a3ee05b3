import { PlusOutlined } from '@ant-design/icons';
import {
  consoleSeckillListEndpoint,
  PROMOTION_STATES,
  type ConsoleSeckill,
} from '@shop/contracts/promotion';
import { shopDateTime } from '@shop/web-kit/shop-time';
import { useQuery } from '@tanstack/react-query';
import { Button, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { listQueryOptions } from '@/components/server-table/list-query';
import type { ListStateOptions } from '@/components/server-table/list-state';
import { SelectFilter } from '@/components/server-table/list-filters';
import { ListToolbar } from '@/components/server-table/list-toolbar';
import { ServerTable } from '@/components/server-table/server-table';
import { useListState } from '@/components/server-table/use-list-state';
import { isSeckillOpen } from '../seckill-state';
import { SeckillCloseAction } from './seckill-close-action';
import { SeckillStateTag } from './seckill-state-tag';

export const SECKILL_LIST: ListStateOptions = { filters: ['state'] };

/**
 * The shop's seckills (issue 27), newest window first, paged on the server: name, day, slot,
 * window, stage, goods and units sold; narrowed by stage and name. One not yet ended or closed
 * can be edited or closed.
 */
export function SeckillListPanel() {
  const { t } = useTranslation('promotions');
  const list = useListState(SECKILL_LIST);
  const query = useQuery(listQueryOptions(consoleSeckillListEndpoint, list.body));

  return (
    <>
      <ListToolbar
        list={list}
        searchPlaceholder={t('seckill.search')}
        extra={
          <Link to="/promotions/seckill/new">
            <Button type="primary" icon={<PlusOutlined />}>
              {t('seckill.add')}
            </Button>
          </Link>
        }
      >
        <SelectFilter
          list={list}
          name="state"
          placeholder={t('seckill.state_filter')}
          options={PROMOTION_STATES.map((state) => ({ value: state, label: t(`state.${state}`) }))}
        />
      </ListToolbar>
      <ServerTable<ConsoleSeckill>
        list={list}
        query={query}
        rowKey="promotion_id"
        scroll={{ x: 1000 }}
        columns={[
          { key: 'name', title: t('seckill.columns.name'), dataIndex: 'name' },
          { key: 'day', title: t('seckill.columns.day'), width: 110, dataIndex: 'day' },
          { key: 'slot', title: t('seckill.columns.slot'), width: 110, dataIndex: 'time_name' },
          {
            key: 'window',
            title: t('seckill.columns.window'),
            width: 300,
            render: (_, row) => `${shopDateTime(row.start_time)} – ${shopDateTime(row.end_time)}`,
          },
          {
            key: 'state',
            title: t('seckill.columns.state'),
            width: 90,
            render: (_, row) => <SeckillStateTag state={row.state} />,
          },
          {
            key: 'goods_count',
            title: t('seckill.columns.goods_count'),
            width: 80,
            align: 'right',
            dataIndex: 'goods_count',
          },
          {
            key: 'sold_num',
            title: t('seckill.columns.sold'),
            width: 80,
            align: 'right',
            dataIndex: 'sold_num',
          },
          {
            key: 'actions',
            title: t('actions.title'),
            width: 130,
            fixed: 'right',
            render: (_, row) =>
              isSeckillOpen(row.state) ? (
                <Space size={0}>
                  <Link to={`/promotions/seckill/${row.promotion_id}/edit`}>
                    <Button type="link" size="small">
                      {t('actions.edit')}
                    </Button>
                  </Link>
                  <SeckillCloseAction seckill={row} />
                </Space>
              ) : (
                '-'
              ),
          },
        ]}
      />
    </>
  );
}
