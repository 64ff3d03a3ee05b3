import { Button, Space, type TableColumnsType } from 'antd';
import type { TFunction } from 'i18next';
import { DeleteAction } from './delete-action';

/**
 * The columns every catalogue record's table ends with (brands, goods services; issue 25): how
 * many goods use it, its sort, and edit and delete (refused while goods use it).
 */
export function recordColumns<Row extends { goods_count: number; sort: number }>(
  t: TFunction<'catalogue'>,
  record: {
    nameOf: (row: Row) => string;
    onEdit: (row: Row) => void;
    onDelete: (row: Row) => Promise<unknown>;
  },
): TableColumnsType<Row> {
  return [
    { key: 'goods', title: t('goods_count'), width: 100, align: 'right', dataIndex: 'goods_count' },
    { key: 'sort', title: t('sort'), width: 80, align: 'right', dataIndex: 'sort' },
    {
      key: 'actions',
      title: t('actions'),
      width: 140,
      render: (_, row) => (
        <Space size={0}>
          <Button type="link" size="small" onClick={() => record.onEdit(row)}>
            {t('edit')}
          </Button>
          <DeleteAction
            name={record.nameOf(row)}
            used={row.goods_count}
            onDelete={() => record.onDelete(row)}
          />
        </Space>
      ),
    },
  ];
}
