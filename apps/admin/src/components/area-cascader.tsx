import {
  areaListEndpoint,
  buildAreaOptions,
  type Area,
  type AreaOption,
} from '@shop/contracts/member';
import { queryOptions, useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Cascader, type CascaderProps } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiCall } from '@/lib/api-client';

/** The regions under `pid` (0 = provinces); regions rarely change, so they are kept long. */
const areaChildren = (pid: number) =>
  queryOptions({
    queryKey: [areaListEndpoint.path, pid],
    queryFn: ({ signal }) => apiCall(areaListEndpoint, { pid }, { signal }),
    staleTime: 60 * 60_000,
  });

type Props = {
  id?: string;
  /** [province_id, city_id, district_id]. */
  value?: number[];
  onChange?: (value: number[]) => void;
};

/**
 * Province / city / district picker, loading each level from `/api/address/lists` when opened
 * (the option tree is the storefront address form's, `buildAreaOptions`).
 */
export function AreaCascader({ id, value, onChange }: Props) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { message } = App.useApp();
  const provinces = useQuery(areaChildren(0));
  const [loaded, setLoaded] = useState<Record<number, Area[]>>({});
  const [loadingId, setLoadingId] = useState<number | null>(null);
  // A value being edited loads its levels at once, so the picker shows names instead of ids.
  const pathIds = (value ?? []).slice(0, 2);
  const pathLevels = useQueries({ queries: pathIds.map((pid) => areaChildren(pid)) });
  const preloaded: Record<number, Area[]> = {};
  pathIds.forEach((pid, i) => {
    const children = pathLevels[i]?.data;
    if (children) preloaded[pid] = children;
  });

  const loadData: CascaderProps<AreaOption>['loadData'] = (selected) => {
    const target = selected[selected.length - 1];
    if (!target) return;
    setLoadingId(target.value);
    void queryClient
      .fetchQuery(areaChildren(target.value))
      .then((children) => setLoaded((all) => ({ ...all, [target.value]: children })))
      .catch(() => void message.error(t('area.load_failed')))
      .finally(() => setLoadingId(null));
  };

  return (
    <Cascader<AreaOption>
      id={id}
      options={buildAreaOptions(provinces.data ?? [], { ...preloaded, ...loaded }, loadingId)}
      loadData={loadData}
      value={value}
      loading={provinces.isPending}
      onChange={(next) => onChange?.(next ?? [])}
      placeholder={t('area.placeholder')}
      style={{ width: '100%' }}
    />
  );
}
