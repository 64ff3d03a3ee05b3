import type { GoodsFacets } from '@shop/contracts/catalogue';
import { PROMOTION_KINDS } from '@shop/contracts/promotion';
import { Checkbox, Skeleton, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { palette } from '@/app/theme';
import { changeListQuery, listUrl, type ListQuery } from '../../lib/list-query';
import { FilterLinksRow, FilterRow } from './filter-row';
import { PriceRangeFilter } from './price-range-filter';

/** 秒杀 / 特价 / 阶梯 / 组合套餐 / 换购, in the order the brief lists them. */
const KIND_ORDER = ['seckill', 'discount', 'wholesale', 'bundling', 'getfree'] as const;

export type CategoryOption = {
  category_id: number;
  level: number;
  category_name: string;
  count?: number;
};

type FilterPanelProps = {
  query: ListQuery;
  facets: GoodsFacets | undefined;
  /** The categories one level below the current one. */
  categories: CategoryOption[];
  isMember: boolean;
  onChange: (next: ListQuery) => void;
};

/**
 * The filters above the list (JD style rows): categories, brands, manufacturers, a price range
 * and promotion kinds for members, 仅看有货. Options are links, so each can open in a new tab.
 */
export function FilterPanel({ query, facets, categories, isMember, onChange }: FilterPanelProps) {
  const { t } = useTranslation('goods-list');
  const location = useLocation();
  const to = (patch: Partial<ListQuery>) => listUrl(changeListQuery(query, patch));
  const brands = facets?.brands ?? [];
  const manufacturers = facets?.manufacturers ?? [];
  const loginUrl = `/login?redirect=${encodeURIComponent(location.pathname + location.search)}`;
  return (
    <section
      aria-label={t('filter.label')}
      style={{
        background: palette.white,
        border: `1px solid ${palette.divider}`,
        borderBottom: 'none',
      }}
    >
      {categories.length > 0 && (
        <FilterLinksRow
          label={t('filter.category')}
          visible={14}
          options={categories.map((c) => ({
            key: String(c.category_id),
            label: c.category_name,
            count: c.count,
            to: to({ category_id: c.category_id, level: c.level as 1 | 2 | 3 }),
            selected: false,
          }))}
        />
      )}
      {facets === undefined &&
        // While the facets load, their rows keep their place: the list below does not jump.
        [t('filter.brand'), t('filter.manufacturer')].map((label) => (
          <FilterRow key={label} label={label}>
            <Skeleton.Input active size="small" style={{ width: 480 }} />
          </FilterRow>
        ))}
      {brands.length > 0 && (
        <FilterLinksRow
          label={t('filter.brand')}
          visible={12}
          options={brands.map((b) => ({
            key: String(b.brand_id),
            label: b.brand_name,
            count: b.count,
            selected: b.brand_id === query.brand_id,
            to: to({ brand_id: b.brand_id === query.brand_id ? undefined : b.brand_id }),
          }))}
        />
      )}
      {manufacturers.length > 0 && (
        <FilterLinksRow
          label={t('filter.manufacturer')}
          visible={6}
          options={manufacturers.map((m) => ({
            key: m.manufacturer,
            label: m.manufacturer,
            count: m.count,
            selected: m.manufacturer === query.manufacturer,
            to: to({ manufacturer: m.manufacturer === query.manufacturer ? '' : m.manufacturer }),
          }))}
        />
      )}
      {isMember && (
        <FilterRow label={t('filter.price')}>
          <PriceRangeFilter
            key={`${query.min_price}-${query.max_price}`}
            min={query.min_price}
            max={query.max_price}
            onApply={(range) => onChange(changeListQuery(query, range))}
          />
        </FilterRow>
      )}
      <FilterRow label={t('filter.other')}>
        <Checkbox
          checked={query.in_stock}
          onChange={(e) => onChange(changeListQuery(query, { in_stock: e.target.checked }))}
        >
          {t('filter.inStock')}
        </Checkbox>
        {isMember ? (
          <span
            role="group"
            aria-label={t('filter.promotion')}
            style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}
          >
            <span style={{ color: palette.textSecondary, marginRight: 4 }}>
              {t('filter.promotionLabel')}
            </span>
            {KIND_ORDER.filter((kind) => PROMOTION_KINDS.includes(kind)).map((kind) => (
              <Tag.CheckableTag
                key={kind}
                checked={query.promotion_kind === kind}
                onChange={(checked) =>
                  onChange(changeListQuery(query, { promotion_kind: checked ? kind : undefined }))
                }
                style={{ border: `1px solid ${palette.dividerLight}` }}
              >
                {t(`catalogue:promotion.${kind}`)}
              </Tag.CheckableTag>
            ))}
          </span>
        ) : (
          <span style={{ color: palette.textMuted }}>
            {t('filter.memberOnly')}
            <Link to={loginUrl} style={{ marginLeft: 8, color: palette.brand }}>
              {t('filter.login')}
            </Link>
          </span>
        )}
      </FilterRow>
    </section>
  );
}
