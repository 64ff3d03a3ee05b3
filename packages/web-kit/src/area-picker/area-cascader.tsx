import { buildAreaOptions, type Area, type AreaOption } from '@shop/contracts/member';
import { useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Cascader, type CascaderProps } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { areaChildrenQueryOptions } from './area-children';

type Props = {
  id?: string;
  /** [province_id, city_id, district_id]. */
  value?: number[];
  /** The ids chosen and their names (an address keeps both). */
  onChange?: (value: number[], labels: string[]) => void;
};

/**
 * Province / city / district picker, loading each level from `/api/address/lists` when opened
 * (the storefront's address forms and registration, the console's pickup stores).
 */
export function AreaCascader({ id, value, onChange }: Props) {
  const { t } = useTranslation('kit');
  const queryClient = useQueryClient();
  const { message } = App.useApp();
  const provinces = useQuery(areaChildrenQueryOptions(0));
  const [loaded, setLoaded] = useState<Record<number, Area[]>>({});
  const [loadingId, setLoadingId] = useState<number | null>(null);
  // A value given from outside (an address being edited) loads its levels at once, so the
  // picker shows the region names instead of bare ids.
  const pathIds = (value ?? []).slice(0, 2);
  const pathLevels = useQueries({ queries: pathIds.map((pid) => areaChildrenQueryOptions(pid)) });
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
      .fetchQuery(areaChildrenQueryOptions(target.value))
      .then((children) => setLoaded((all) => ({ ...all, [target.value]: children })))
      // The user must see why a level did not open; choosing it again retries.
      .catch(() => void message.error(t('area.loadFailed')))
      .finally(() => setLoadingId(null));
  };

  return (
    <Cascader<AreaOption>
      id={id}
      options={buildAreaOptions(provinces.data ?? [], { ...preloaded, ...loaded }, loadingId)}
      loadData={loadData}
      value={value}
      loading={provinces.isPending}
      onChange={(next, selected) =>
        onChange?.(
          next ?? [],
          (selected ?? []).map((option) => option.label),
        )
      }
      placeholder={t('area.placeholder')}
      style={{ width: '100%' }}
    />
  );
}
