import { consoleGoodsListEndpoint } from '@shop/contracts/catalogue';
import { useQuery } from '@tanstack/react-query';
import { Alert, Empty, Input, Modal, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { space } from '@/app/theme';
import { Money } from '@/components/money';
import { listQueryOptions } from '@/components/server-table/list-query';
import { pickedRow, type SeckillGoodsRow } from '../seckill-editor-values';

const PAGE_SIZE = 10;

/**
 * Picks SKUs of the shop for a seckill (issue 27) from the console's goods list (its search: name,
 * generic name, pinyin, codes, maker), one row per SKU with its price and stock; SKUs already in
 * the seckill cannot be picked again. Choices are kept across pages and searches.
 */
export function SkuPickerModal({
  open,
  taken,
  onPick,
  onClose,
}: {
  open: boolean;
  /** The SKU ids already in the seckill. */
  taken: ReadonlySet<number>;
  onPick: (rows: SeckillGoodsRow[]) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('promotions');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [chosen, setChosen] = useState<Map<number, SeckillGoodsRow>>(new Map());
  const body: Record<string, string | number> = { page, page_size: PAGE_SIZE };
  if (search) body.search = search;
  const query = useQuery({ ...listQueryOptions(consoleGoodsListEndpoint, body), enabled: open });
  const rows = (query.data?.list ?? []).flatMap((goods) =>
    goods.skus.map((sku) => ({ ...pickedRow(goods, sku), on_shelf: goods.goods_state === 1 })),
  );

  const finish = () => {
    onPick([...chosen.values()]);
    setChosen(new Map());
  };

  return (
    <Modal
      open={open}
      width={820}
      title={t('picker.title')}
      okText={t('picker.add', { count: chosen.size })}
      okButtonProps={{ disabled: chosen.size === 0 }}
      cancelText={t('common:actions.cancel')}
      onOk={finish}
      onCancel={() => {
        setChosen(new Map());
        onClose();
      }}
      destroyOnHidden
    >
      <Input.Search
        placeholder={t('picker.search')}
        aria-label={t('picker.search')}
        allowClear
        maxLength={50}
        onSearch={(value) => {
          setSearch(value.trim());
          setPage(1);
        }}
        style={{ marginBottom: space.md }}
      />
      {query.isError && (
        <Alert
          type="error"
          showIcon
          title={query.error.message}
          style={{ marginBottom: space.md }}
        />
      )}
      <Table
        rowKey="sku_id"
        size="small"
        dataSource={rows}
        loading={query.isFetching}
        rowSelection={{
          selectedRowKeys: [...taken, ...chosen.keys()],
          preserveSelectedRowKeys: true,
          getCheckboxProps: (row) => ({ disabled: taken.has(row.sku_id) }),
          onSelect: (row, selected) =>
            setChosen((before) => {
              const next = new Map(before);
              if (selected) next.set(row.sku_id, row);
              else next.delete(row.sku_id);
              return next;
            }),
          onSelectAll: (selected, _all, changed) =>
            setChosen((before) => {
              const next = new Map(before);
              for (const row of changed)
                if (selected && !taken.has(row.sku_id)) next.set(row.sku_id, row);
                else next.delete(row.sku_id);
              return next;
            }),
        }}
        pagination={{
          current: page,
          pageSize: PAGE_SIZE,
          total: query.data?.count ?? 0,
          showSizeChanger: false,
          onChange: setPage,
        }}
        locale={{
          emptyText: query.isPending ? (
            ' '
          ) : (
            <Empty
              image={Empty.PRESENTED_IMAGE_SIMPLE}
              description={search ? t('common:table.no_match') : t('common:table.empty')}
            />
          ),
        }}
        columns={[
          {
            key: 'sku',
            title: t('editor.columns.sku'),
            render: (_, row) => (
              <>
                {row.sku_name} {!row.on_shelf && <Tag>{t('picker.off_shelf')}</Tag>}
                {taken.has(row.sku_id) && (
                  <Typography.Text type="secondary">{t('picker.taken')}</Typography.Text>
                )}
              </>
            ),
          },
          {
            key: 'price',
            title: t('editor.columns.price'),
            width: 110,
            align: 'right',
            render: (_, row) => <Money value={row.price} />,
          },
          {
            key: 'stock',
            title: t('editor.columns.stock'),
            width: 90,
            align: 'right',
            dataIndex: 'stock',
          },
        ]}
      />
    </Modal>
  );
}
