import type { CategoryNode } from '@shop/contracts/catalogue';
import { Breadcrumb } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { palette } from '@/app/theme';
import { categoryListUrl } from '../../lib/category-links';
import { changeListQuery, EMPTY_LIST_QUERY, listUrl, type ListQuery } from '../../lib/list-query';

type ListBreadcrumbProps = {
  query: ListQuery;
  /** First level down to the filtered category ([] when none or not found). */
  categoryPath: CategoryNode[];
  /** The chosen shop's name, when a shop is chosen and its name is known. */
  shopName?: string;
};

/**
 * 首页 > category path (each a link to its list) or 全部结果 > "keyword", and the chosen shop.
 * The last item is the current page and is not a link.
 */
export function ListBreadcrumb({ query, categoryPath, shopName }: ListBreadcrumbProps) {
  const { t } = useTranslation('goods-list');
  const items: { key: string; title: ReactNode }[] = [
    { key: 'home', title: <Link to="/index">{t('breadcrumb.home')}</Link> },
  ];
  if (categoryPath.length > 0)
    categoryPath.forEach((node, i) =>
      items.push({
        key: `c${node.category_id}`,
        title:
          i === categoryPath.length - 1 && !query.keyword && !shopName ? (
            <span data-shop-data>{node.category_name}</span>
          ) : (
            <Link to={categoryListUrl(node)} data-shop-data>
              {node.category_name}
            </Link>
          ),
      }),
    );
  else
    items.push({
      key: 'all',
      title:
        query.keyword || shopName ? (
          <Link to={listUrl(EMPTY_LIST_QUERY)}>{t('breadcrumb.all')}</Link>
        ) : (
          t('breadcrumb.all')
        ),
    });
  if (query.keyword)
    items.push({
      key: 'keyword',
      title: (
        // The buyer's own words, shown as typed.
        <strong data-shop-data style={{ color: palette.brand }}>
          {t('breadcrumb.keyword', { keyword: query.keyword })}
        </strong>
      ),
    });
  if (shopName)
    items.push({
      key: 'shop',
      title:
        query.keyword || categoryPath.length > 0 ? (
          <Link to={listUrl(changeListQuery(EMPTY_LIST_QUERY, { site_id: query.site_id }))}>
            {t('breadcrumb.shop', { name: shopName })}
          </Link>
        ) : (
          t('breadcrumb.shop', { name: shopName })
        ),
    });
  return (
    <nav aria-label={t('breadcrumb.label')} style={{ padding: '4px 0 12px' }}>
      <Breadcrumb items={items} />
    </nav>
  );
}
