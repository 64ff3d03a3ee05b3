import {
  consoleGoodsListEndpoint,
  GOODS_CONSOLE_SORTS,
  type ConsoleGoodsRow,
  type ConsoleSku,
} from '@shop/contracts/catalogue';
import { useQuery } from '@tanstack/react-query';
import { PlusOutlined } from '@ant-design/icons';
import { Button, Card, Segmented } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { listQueryOptions } from '@/components/server-table/list-query';
import type { ListStateOptions } from '@/components/server-table/list-state';
import { ListToolbar } from '@/components/server-table/list-toolbar';
import { ServerTable } from '@/components/server-table/server-table';
import { useListState } from '@/components/server-table/use-list-state';
import { BatchBar } from '@/features/goods/components/batch-bar';
import { GoodsExportButton } from '@/features/goods/components/goods-export-button';
import { GoodsFilters } from '@/features/goods/components/goods-filters';
import { useGoodsColumns } from '@/features/goods/components/goods-columns';
import { SkuEditModal } from '@/features/goods/components/sku-edit-modal';
import { useStaff } from '@/lib/staff';

const GOODS_LIST: ListStateOptions = {
  filters: [
    'category_id',
    'brand_id',
    'site_id',
    'goods_state',
    'stock',
    'expiry_months',
    'control_label_id',
    'controlled',
    'recycled',
  ],
  sortFields: GOODS_CONSOLE_SORTS,
  searchField: 'search',
};

/**
 * `/admin/goods` (issues 15 and 25, 商品管理): the shop's goods searched by name, generic name,
 * pinyin or initials, codes, maker or approval number; filtered by category, brand, shop, shelf
 * state, stock, validity and sale control; each SKU's price, member price and stock editable;
 * batch actions on the chosen rows; the recycle bin as a view of the list; XLSX export.
 */
export function GoodsPage() {
  const { t } = useTranslation('goods');
  const platform = useStaff().is_platform === 1;
  const list = useListState(GOODS_LIST);
  const recycled = list.filters.recycled === '1';
  const query = useQuery(listQueryOptions(consoleGoodsListEndpoint, list.body));
  const [editing, setEditing] = useState<{ goods: ConsoleGoodsRow; sku: ConsoleSku } | null>(null);
  const [chosen, setChosen] = useState<Map<number, ConsoleGoodsRow>>(new Map());
  const columns = useGoodsColumns({
    platform,
    recycled,
    onEdit: (goods, sku) => setEditing({ goods, sku }),
  });

  return (
    <>
      <PageHeader
        title={t('title')}
        subTitle={t('subtitle')}
        extra={
          <Link to="/goods/new">
            <Button type="primary" icon={<PlusOutlined />}>
              {t('actions.new')}
            </Button>
          </Link>
        }
      />
      <Card>
        <Segmented
          value={recycled ? 'bin' : 'list'}
          options={[
            { value: 'list', label: t('views.list') },
            { value: 'bin', label: t('views.bin') },
          ]}
          onChange={(view) => {
            setChosen(new Map());
            list.update({ filters: { recycled: view === 'bin' ? '1' : null } });
          }}
          style={{ marginBottom: 16 }}
        />
        <ListToolbar
          list={list}
          searchPlaceholder={t('search')}
          extra={<GoodsExportButton body={list.body} />}
        >
          <GoodsFilters list={list} platform={platform} />
        </ListToolbar>
        <BatchBar
          rows={[...chosen.values()]}
          recycled={recycled}
          onDone={() => setChosen(new Map())}
        />
        <ServerTable<ConsoleGoodsRow>
          list={list}
          query={query}
          rowKey="goods_id"
          scroll={{ x: 1290 }}
          rowSelection={{
            selectedRowKeys: [...chosen.keys()],
            preserveSelectedRowKeys: true,
            onChange: (_keys, rows) =>
              setChosen((before) => {
                const next = new Map<number, ConsoleGoodsRow>();
                for (const row of rows) if (row) next.set(row.goods_id, row);
                for (const [id, row] of before)
                  if (!next.has(id) && _keys.includes(id)) next.set(id, row);
                return next;
              }),
          }}
          columns={columns}
        />
      </Card>
      <SkuEditModal target={editing} onClose={() => setEditing(null)} />
    </>
  );
}
