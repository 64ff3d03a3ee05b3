import { Pagination } from 'antd';
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { QueryState } from '@/components/query-state';
import { useCategoryTree } from '@/features/catalogue/api/get-category-tree';
import { useGoodsFacets } from '@/features/catalogue/api/get-goods-facets';
import { useGoodsPage } from '@/features/catalogue/api/get-goods-page';
import { ActiveFiltersBar } from '@/features/catalogue/components/goods-list/active-filters-bar';
import {
  FilterPanel,
  type CategoryOption,
} from '@/features/catalogue/components/goods-list/filter-panel';
import {
  GoodsGrid,
  GoodsGridSkeleton,
} from '@/features/catalogue/components/goods-list/goods-grid';
import { ListBreadcrumb } from '@/features/catalogue/components/goods-list/list-breadcrumb';
import { ListEmpty } from '@/features/catalogue/components/goods-list/list-empty';
import { SortBar } from '@/features/catalogue/components/goods-list/sort-bar';
import { findCategoryPath } from '@/features/catalogue/lib/category-path';
import {
  activeFilters,
  changeListQuery,
  LIST_PAGE_SIZE,
  listUrl,
  parseListQuery,
  toFacetsBody,
  toPageBody,
  withoutFilters,
  type ListQuery,
} from '@/features/catalogue/lib/list-query';
import { hasSession } from '@/lib/session';
import { palette } from '@/app/theme';

/**
 * /list: the goods of a keyword search, a category or a shop, with filters, sorting and paging.
 * The URL query is the whole state (spec §2: keyword, search_type, category_id, level).
 */
export function GoodsListPage() {
  const { t } = useTranslation('goods-list');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const isMember = hasSession();
  const query = useMemo(() => parseListQuery(params, isMember), [params, isMember]);
  const pageBody = useMemo(() => toPageBody(query), [query]);
  const facetsBody = useMemo(() => toFacetsBody(query), [query]);
  const goods = useGoodsPage(pageBody, isMember);
  const facets = useGoodsFacets(facetsBody, isMember);
  const tree = useCategoryTree();

  const categoryPath = useMemo(
    () =>
      query.category_id && tree.data
        ? findCategoryPath(tree.data, query.category_id, query.level)
        : [],
    [tree.data, query.category_id, query.level],
  );
  const categories = useMemo((): CategoryOption[] => {
    const fromFacets = facets.data?.categories;
    if (fromFacets) return fromFacets.filter((c) => c.category_id !== query.category_id);
    // Until the counts arrive (or if they fail), a category list offers the tree's children; a
    // keyword search waits for the categories its goods are really in.
    if (query.category_id) return categoryPath[categoryPath.length - 1]?.child_list ?? [];
    return query.keyword ? [] : (tree.data ?? []);
  }, [facets.data, tree.data, categoryPath, query.category_id, query.keyword]);

  const page = goods.data;
  const shopName = query.site_id
    ? page?.list.find((g) => g.site_id === query.site_id)?.shop_name
    : undefined;
  const brandName = facets.data?.brands.find((b) => b.brand_id === query.brand_id)?.brand_name;

  const go = (next: ListQuery) => void navigate(listUrl(next));

  // A new page starts at the top; a filter change keeps the filters in view.
  const shownPage = useRef(query.page);
  useEffect(() => {
    if (shownPage.current !== query.page) window.scrollTo({ top: 0, behavior: 'smooth' });
    shownPage.current = query.page;
  }, [query.page]);

  // A page past the end (an old link) goes to the last page.
  const pastEnd = page !== undefined && page.list.length === 0 && page.page_count > 0;
  useEffect(() => {
    if (pastEnd && !goods.isPlaceholderData)
      void navigate(listUrl(changeListQuery(query, { page: page.page_count })), { replace: true });
  }, [pastEnd, goods.isPlaceholderData, navigate, query, page?.page_count]);

  const hasFilters = activeFilters(query).length > 0;

  return (
    <div>
      <ListBreadcrumb query={query} categoryPath={categoryPath} shopName={shopName} />
      <FilterPanel
        query={query}
        facets={facets.data}
        categories={categories}
        isMember={isMember}
        onChange={go}
      />
      <ActiveFiltersBar query={query} brandName={brandName} shopName={shopName} onChange={go} />
      <SortBar
        query={query}
        count={page?.count}
        pageCount={page?.page_count ?? 0}
        isMember={isMember}
        onChange={go}
      />
      <div style={{ marginTop: 12 }}>
        <QueryState
          query={goods}
          placeholder={<GoodsGridSkeleton />}
          isEmpty={(loaded) => loaded.count === 0}
          emptyView={
            <ListEmpty
              keyword={query.keyword}
              onClearFilters={hasFilters ? () => go(withoutFilters(query)) : undefined}
            />
          }
          errorTitle={t('error.title')}
          style={{ background: palette.white }}
        >
          {(loaded) => (
            <>
              <div
                aria-busy={goods.isPlaceholderData}
                style={{ opacity: goods.isPlaceholderData ? 0.6 : 1, transition: 'opacity .2s' }}
              >
                <GoodsGrid goods={loaded.list} />
              </div>
              {loaded.page_count > 1 && (
                <Pagination
                  current={query.page}
                  total={loaded.count}
                  pageSize={LIST_PAGE_SIZE}
                  showSizeChanger={false}
                  showQuickJumper
                  onChange={(next) => go(changeListQuery(query, { page: next }))}
                  style={{ marginTop: 24, justifyContent: 'center' }}
                />
              )}
            </>
          )}
        </QueryState>
      </div>
    </div>
  );
}
