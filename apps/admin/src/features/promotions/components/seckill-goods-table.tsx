import { YUAN_SIGN, formatYuan } from '@shop/web-kit/money';
import { Button, Empty, Flex, Input, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Money } from '@/components/money';
import type {
  GoodsField,
  RowProblems,
  SeckillGoodsRow,
  SeckillProblems,
} from '../seckill-editor-values';

/**
 * The seckill's goods as an editable table (issue 27): each SKU with its own price and stock
 * beside the seckill price, units set aside (0: no cap), per-member limit (0: none) and order;
 * each field's problem shown under it once the editor has been submitted.
 */
export function SeckillGoodsTable({
  rows,
  problems,
  onChange,
  onRemove,
}: {
  rows: readonly SeckillGoodsRow[];
  /** null until a save has been tried: no red before the user is done typing. */
  problems: SeckillProblems | null;
  onChange: (skuId: number, field: GoodsField, value: string) => void;
  onRemove: (skuId: number) => void;
}) {
  const { t } = useTranslation('promotions');

  const cell = (row: SeckillGoodsRow, field: GoodsField, width: number, money = false) => {
    const problem = problems?.rows.get(row.sku_id)?.[field];
    return (
      <Flex vertical gap={2}>
        <Input
          aria-label={t(`editor.columns.${field}_of`, { name: row.sku_name })}
          prefix={money ? YUAN_SIGN : undefined}
          value={row[field]}
          status={problem ? 'error' : undefined}
          onChange={(event) => onChange(row.sku_id, field, event.target.value)}
          style={{ width }}
        />
        {problem && (
          <Typography.Text type="danger" style={{ fontSize: 12 }}>
            {t(`editor.problems.${problem}`, { price: formatYuan(row.price) })}
          </Typography.Text>
        )}
      </Flex>
    );
  };
  const skuProblem = (problems: RowProblems | undefined) =>
    problems?.sku && (
      <Typography.Text type="danger" style={{ fontSize: 12 }}>
        {t(`editor.problems.${problems.sku}`)}
      </Typography.Text>
    );

  return (
    <Table<SeckillGoodsRow>
      rowKey="sku_id"
      size="small"
      dataSource={[...rows]}
      pagination={false}
      scroll={{ x: 1000 }}
      locale={{
        emptyText: (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('editor.no_goods_yet')} />
        ),
      }}
      columns={[
        {
          key: 'sku',
          title: t('editor.columns.sku'),
          render: (_, row) => (
            <Flex vertical>
              <span>{row.sku_name}</span>
              {skuProblem(problems?.rows.get(row.sku_id))}
            </Flex>
          ),
        },
        {
          key: 'price',
          title: t('editor.columns.price'),
          width: 100,
          align: 'right',
          render: (_, row) => <Money value={row.price} />,
        },
        {
          key: 'stock',
          title: t('editor.columns.stock'),
          width: 80,
          align: 'right',
          dataIndex: 'stock',
        },
        {
          key: 'seckill_price',
          title: t('editor.columns.seckill_price'),
          width: 150,
          render: (_, row) => cell(row, 'seckill_price', 120, true),
        },
        {
          key: 'seckill_stock',
          title: t('editor.columns.seckill_stock'),
          width: 130,
          render: (_, row) => cell(row, 'seckill_stock', 100),
        },
        {
          key: 'limit',
          title: t('editor.columns.limit'),
          width: 130,
          render: (_, row) => cell(row, 'limit', 100),
        },
        {
          key: 'sort',
          title: t('editor.columns.sort'),
          width: 100,
          render: (_, row) => cell(row, 'sort', 72),
        },
        {
          key: 'sold',
          title: t('editor.columns.sold'),
          width: 70,
          align: 'right',
          dataIndex: 'sold_num',
        },
        {
          key: 'remove',
          width: 70,
          render: (_, row) => (
            <Button type="link" size="small" danger onClick={() => onRemove(row.sku_id)}>
              {t('actions.remove')}
            </Button>
          ),
        },
      ]}
    />
  );
}
