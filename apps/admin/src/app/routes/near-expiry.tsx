import {
  consoleNearExpiryListEndpoint,
  type ConsoleNearExpiryRow,
} from '@shop/contracts/catalogue';
import { useQuery } from '@tanstack/react-query';
import { Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { listQueryOptions } from '@/components/server-table/list-query';
import type { ListStateOptions } from '@/components/server-table/list-state';
import { ListToolbar } from '@/components/server-table/list-toolbar';
import { ServerTable } from '@/components/server-table/server-table';
import { useListState } from '@/components/server-table/use-list-state';
import { useNearExpiryColumns } from '@/features/goods/components/near-expiry-columns';
import { NearExpiryWindowCard } from '@/features/goods/components/near-expiry-window-card';

/** Searched by `keyword` (name, ERP code), paged; no filters or sorts. */
const NEAR_EXPIRY_LIST: ListStateOptions = {};

/**
 * `/admin/near-expiry` (近效期专区, ADR 0029): the zone's window, and the shop's goods with stock
 * in it, searched by keyword, each with its batches in the window, units sold and left, and its
 * zone price set in place.
 */
export function NearExpiryPage() {
  const { t } = useTranslation('near-expiry');
  const list = useListState(NEAR_EXPIRY_LIST);
  const query = useQuery(listQueryOptions(consoleNearExpiryListEndpoint, list.body));
  const columns = useNearExpiryColumns();
  return (
    <>
      <PageHeader title={t('title')} subTitle={t('subtitle')} />
      <NearExpiryWindowCard />
      <Card>
        <ListToolbar list={list} searchPlaceholder={t('search')} />
        <ServerTable<ConsoleNearExpiryRow>
          list={list}
          query={query}
          rowKey="sku_id"
          scroll={{ x: 1000 }}
          columns={columns}
        />
      </Card>
    </>
  );
}
