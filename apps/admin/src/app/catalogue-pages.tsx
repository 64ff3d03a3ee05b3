import { ApartmentOutlined, IdcardOutlined, SafetyOutlined, TagsOutlined } from '@ant-design/icons';
import { lazyPage } from '@shop/web-kit/lazy-route';
import type { ConsolePage } from './console-pages';

/*
 * The console sections issue 25 adds (see `CONSOLE_PAGES`): the staff accounts of every role,
 * and the shared catalogue's categories, brands and goods services (`catalogue.manage`, ADR 0023).
 */

export const ACCOUNTS_PAGE: ConsolePage = {
  key: 'accounts',
  path: '/accounts',
  permission: 'staff.manage',
  icon: <IdcardOutlined />,
  routes: [
    {
      index: true,
      lazy: lazyPage(
        () => import('./routes/staff-accounts'),
        (m) => m.StaffAccountsPage,
      ),
    },
  ],
};

export const CATALOGUE_PAGES: readonly ConsolePage[] = [
  {
    key: 'categories',
    path: '/categories',
    permission: 'catalogue.manage',
    icon: <ApartmentOutlined />,
    routes: [
      {
        index: true,
        lazy: lazyPage(
          () => import('./routes/categories'),
          (m) => m.CategoriesPage,
        ),
      },
    ],
  },
  {
    key: 'brands',
    path: '/brands',
    permission: 'catalogue.manage',
    icon: <TagsOutlined />,
    routes: [
      {
        index: true,
        lazy: lazyPage(
          () => import('./routes/brands'),
          (m) => m.BrandsPage,
        ),
      },
    ],
  },
  {
    key: 'goods_services',
    path: '/goods-services',
    permission: 'catalogue.manage',
    icon: <SafetyOutlined />,
    routes: [
      {
        index: true,
        lazy: lazyPage(
          () => import('./routes/goods-services'),
          (m) => m.GoodsServicesPage,
        ),
      },
    ],
  },
];
