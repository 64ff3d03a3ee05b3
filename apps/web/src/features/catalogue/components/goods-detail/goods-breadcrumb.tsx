import type { GoodsCategoryCrumb } from '@shop/contracts/catalogue';
import { Breadcrumb } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { categoryListUrl } from '../../lib/category-links';

/** 首页 > category path (each a link to its goods list) > the goods name. */
export function GoodsBreadcrumb({ path, name }: { path: GoodsCategoryCrumb[]; name: string }) {
  const { t } = useTranslation('goods-detail');
  return (
    <Breadcrumb
      style={{ padding: '12px 0', fontSize: 12 }}
      items={[
        { key: 'home', title: <Link to="/index">{t('breadcrumb.home')}</Link> },
        ...path.map((crumb) => ({
          key: crumb.category_id,
          title: (
            <Link to={categoryListUrl(crumb)} data-shop-data>
              {crumb.category_name}
            </Link>
          ),
        })),
        {
          key: 'goods',
          title: (
            <span
              title={name}
              data-shop-data
              style={{
                display: 'inline-block',
                maxWidth: 360,
                overflow: 'hidden',
                textOverflow: 'ellipsis',
                whiteSpace: 'nowrap',
                verticalAlign: 'bottom',
              }}
            >
              {name}
            </span>
          ),
        },
      ]}
    />
  );
}
