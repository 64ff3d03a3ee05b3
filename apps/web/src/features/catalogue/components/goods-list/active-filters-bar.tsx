import { Button, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { palette } from '@/app/theme';
import {
  activeFilters,
  withoutFilter,
  withoutFilters,
  type ActiveFilter,
  type ListQuery,
} from '../../lib/list-query';

type ActiveFiltersBarProps = {
  query: ListQuery;
  brandName?: string;
  shopName?: string;
  onChange: (next: ListQuery) => void;
};

/** The chosen filters as removable tags, and 清空 to drop them all. Nothing when none is chosen. */
export function ActiveFiltersBar({ query, brandName, shopName, onChange }: ActiveFiltersBarProps) {
  const { t } = useTranslation('goods-list');
  const active = activeFilters(query);
  if (active.length === 0) return null;
  const unknown = (id: number | undefined) => t('chip.unknown', { id });
  const text = (filter: ActiveFilter): string => {
    switch (filter) {
      case 'site_id':
        return t('chip.shop', { name: shopName ?? unknown(query.site_id) });
      case 'brand_id':
        return t('chip.brand', { name: brandName ?? unknown(query.brand_id) });
      case 'manufacturer':
        return t('chip.manufacturer', { name: query.manufacturer });
      case 'price':
        if (query.min_price && query.max_price)
          return t('chip.price', { min: query.min_price, max: query.max_price });
        return query.min_price
          ? t('chip.priceFrom', { min: query.min_price })
          : t('chip.priceTo', { max: query.max_price });
      case 'in_stock':
        return t('chip.inStock');
      case 'promotion_kind':
        return t('chip.promotion', { name: t(`catalogue:promotion.${query.promotion_kind}`) });
    }
  };
  return (
    <div
      role="group"
      aria-label={t('filter.chosen')}
      style={{
        display: 'flex',
        alignItems: 'center',
        flexWrap: 'wrap',
        gap: 8,
        padding: '8px 12px',
        background: palette.white,
        border: `1px solid ${palette.divider}`,
        borderBottom: 'none',
      }}
    >
      <span style={{ color: palette.textSecondary }}>{t('filter.chosenLabel')}</span>
      {active.map((filter) => {
        const label = text(filter);
        return (
          <Tag
            key={filter}
            closable
            color="red"
            variant="outlined"
            closeIcon={<span aria-label={t('filter.remove', { name: label })}>×</span>}
            onClose={(e) => {
              e.preventDefault();
              onChange(withoutFilter(query, filter));
            }}
            style={{ margin: 0 }}
          >
            {label}
          </Tag>
        );
      })}
      <Button type="link" size="small" onClick={() => onChange(withoutFilters(query))}>
        {t('filter.clear')}
      </Button>
    </div>
  );
}
