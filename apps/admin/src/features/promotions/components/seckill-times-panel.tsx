import { PlusOutlined } from '@ant-design/icons';
import type { ConsoleSeckillTime } from '@shop/contracts/promotion';
import { Button, Empty, Flex, Result, Space, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { space } from '@/app/theme';
import { useSeckillTimes } from '../api/seckill-console';
import { SeckillTimeDeleteAction } from './seckill-time-delete-action';
import { SeckillTimeFormModal } from './seckill-time-form-modal';

/**
 * The mall's daily seckill slots (场次, issue 27): name in both languages, start–end, order; add,
 * edit, and delete after a confirmation (the server refuses a slot still used by a seckill and
 * says why).
 */
export function SeckillTimesPanel() {
  const { t } = useTranslation('promotions');
  const times = useSeckillTimes();
  const [editing, setEditing] = useState<ConsoleSeckillTime | 'new' | null>(null);

  if (times.isError && !times.data)
    return (
      <Result
        status="error"
        title={t('common:table.failed')}
        subTitle={times.error.message}
        extra={
          <Button type="primary" onClick={() => void times.refetch()}>
            {t('common:actions.retry')}
          </Button>
        }
      />
    );

  return (
    <>
      <Flex justify="flex-end" style={{ marginBottom: space.md }}>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
          {t('slot.add')}
        </Button>
      </Flex>
      <Table<ConsoleSeckillTime>
        rowKey="id"
        loading={times.isFetching}
        dataSource={times.data?.list ?? []}
        pagination={false}
        locale={{
          emptyText: times.isPending ? (
            ' '
          ) : (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('slot.empty')} />
          ),
        }}
        columns={[
          { key: 'name', title: t('slot.name'), dataIndex: 'name' },
          {
            key: 'name_en',
            title: t('slot.name_en'),
            render: (_, row) => row.name_en || '-',
          },
          {
            key: 'window',
            title: t('slot.window'),
            width: 160,
            render: (_, row) => `${row.start_time} – ${row.end_time}`,
          },
          { key: 'sort', title: t('slot.sort'), width: 80, align: 'right', dataIndex: 'sort' },
          {
            key: 'actions',
            title: t('actions.title'),
            width: 140,
            render: (_, row) => (
              <Space size={0}>
                <Button type="link" size="small" onClick={() => setEditing(row)}>
                  {t('actions.edit')}
                </Button>
                <SeckillTimeDeleteAction slot={row} />
              </Space>
            ),
          },
        ]}
      />
      <SeckillTimeFormModal editing={editing} onClose={() => setEditing(null)} />
    </>
  );
}
