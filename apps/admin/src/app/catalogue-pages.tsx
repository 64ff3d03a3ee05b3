import {
  ApartmentOutlined,
  CommentOutlined,
  FieldTimeOutlined,
  MedicineBoxOutlined,
  SafetyOutlined,
  ShopOutlined,
  TagsOutlined,
} from '@ant-design/icons';
import { lazyPage } from '@shop/web-kit/lazy-route';
import type { ConsolePage } from './console-page';

/*
 * The console's sections about the catalogue (see `CONSOLE_PAGES`): goods and their editor, the
 * near-expiry zone (ADR 0029), the shared catalogue's categories, brands and goods services (`catalogue.manage`, ADR 0023), goods
 * evaluations and the pickup stores.
 */

export const GOODS_PAGE: ConsolePage = {
  key: 'goods',
  path: '/goods',
  permission: 'goods.edit',
  icon: <MedicineBoxOutlined />,
  routes: [
    {
      index: true,
      lazy: lazyPage(
        () => import('./routes/goods'),
        (m) => m.GoodsPage,
      ),
    },
    {
      path: 'new',
      lazy: lazyPage(
        () => import('./routes/goods-editor'),
        (m) => m.GoodsEditorPage,
      ),
    },
    {
      path: ':goodsId/edit',
      lazy: lazyPage(
        () => import('./routes/goods-editor'),
        (m) => m.GoodsEditorPage,
      ),
    },
  ],
};

/** The near-expiry zone's window and zone prices (ADR 0029). */
export const NEAR_EXPIRY_PAGE: ConsolePage = {
  key: 'near_expiry',
  path: '/near-expiry',
  permission: 'goods.edit',
  icon: <FieldTimeOutlined />,
  routes: [
    {
      index: true,
      lazy: lazyPage(
        () => import('./routes/near-expiry'),
        (m) => m.NearExpiryPage,
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

export const EVALUATIONS_PAGE: ConsolePage = {
  key: 'evaluations',
  path: '/evaluations',
  permission: 'evaluate.manage',
  icon: <CommentOutlined />,
  routes: [
    {
      index: true,
      lazy: lazyPage(
        () => import('./routes/evaluations'),
        (m) => m.EvaluationsPage,
      ),
    },
  ],
};

export const STORES_PAGE: ConsolePage = {
  key: 'stores',
  path: '/stores',
  permission: 'store.manage',
  icon: <ShopOutlined />,
  routes: [
    {
      index: true,
      lazy: lazyPage(
        () => import('./routes/stores'),
        (m) => m.StoresPage,
      ),
    },
  ],
};
