import { EXPIRY_MONTHS_MAX } from '@shop/contracts/catalogue';
import { Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SelectFilter } from '@/components/server-table/list-filters';
import type { ListController } from '@/components/server-table/use-list-state';
import { useShopOptions } from '@/lib/shop-options';
import { useBrandOptions, useBuyerTypeOptions } from '../api/get-filter-options';
import { CategoryFilter } from './category-filter';

const EXPIRY_CHOICES = [1, 3, 6, 12, EXPIRY_MONTHS_MAX] as const;

/**
 * The goods list's filters (issue 25): category, brand (searched), shop (platform accounts),
 * shelf state, stock, validity running out, buyer-type sale control. Each lives in the URL.
 */
export function GoodsFilters({ list, platform }: { list: ListController; platform: boolean }) {
  const { t } = useTranslation('goods');
  const [brandSearch, setBrandSearch] = useState('');
  const brands = useBrandOptions(brandSearch);
  const shops = useShopOptions(platform);
  const labels = useBuyerTypeOptions();
  const control =
    list.filters.control_label_id ??
    (list.filters.controlled === '0' ? 'none' : list.filters.controlled === '1' ? 'any' : null);

  return (
    <>
      <CategoryFilter list={list} placeholder={t('filters.category')} />
      <Select
        aria-label={t('filters.brand')}
        placeholder={t('filters.brand')}
        allowClear
        showSearch={{ filterOption: false, onSearch: setBrandSearch }}
        style={{ width: 150 }}
        options={brands.data ?? []}
        loading={brands.isFetching}
        value={list.filters.brand_id ?? null}
        onChange={(value: string | null | undefined) =>
          list.update({ filters: { brand_id: value ?? null } })
        }
      />
      {platform && (
        <SelectFilter
          list={list}
          name="site_id"
          placeholder={t('filters.shop')}
          options={shops.data ?? []}
        />
      )}
      <SelectFilter
        list={list}
        name="goods_state"
        width={120}
        placeholder={t('filters.state')}
        options={[
          { value: '1', label: t('state.on') },
          { value: '0', label: t('state.off') },
        ]}
      />
      <SelectFilter
        list={list}
        name="stock"
        width={140}
        placeholder={t('filters.stock')}
        options={[
          { value: 'none', label: t('filters.stock_none') },
          { value: 'alarm', label: t('filters.stock_alarm') },
        ]}
      />
      <SelectFilter
        list={list}
        name="expiry_months"
        width={150}
        placeholder={t('filters.expiry')}
        options={EXPIRY_CHOICES.map((n) => ({
          value: String(n),
          label: t('filters.expiry_within', { count: n }),
        }))}
      />
      <Select
        aria-label={t('filters.control')}
        placeholder={t('filters.control')}
        allowClear
        style={{ width: 150 }}
        value={control}
        options={[
          { value: 'any', label: t('filters.control_any') },
          { value: 'none', label: t('filters.control_none') },
          ...(labels.data ?? []).map((l) => ({
            value: l.value,
            label: t('filters.control_label', { label: l.label }),
          })),
        ]}
        onChange={(value: string | null | undefined) =>
          list.update({
            filters: {
              control_label_id: value && value !== 'any' && value !== 'none' ? value : null,
              controlled: value === 'any' ? '1' : value === 'none' ? '0' : null,
            },
          })
        }
      />
    </>
  );
}
