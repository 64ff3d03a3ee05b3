import { ApiOutlined, ImportOutlined } from '@ant-design/icons';
import { lazyPage } from '@shop/web-kit/lazy-route';
import type { ConsolePage } from './console-page';

/* The console's ERP sections (see `CONSOLE_PAGES`): sheet imports, keys and calls (issue 26). */

export const IMPORTS_PAGE: ConsolePage = {
  key: 'imports',
  path: '/imports',
  permission: 'erp.import',
  icon: <ImportOutlined />,
  routes: [
    {
      index: true,
      lazy: lazyPage(
        () => import('./routes/imports'),
        (m) => m.ImportsPage,
      ),
    },
    {
      path: 'new',
      lazy: lazyPage(
        () => import('./routes/import-new'),
        (m) => m.ImportNewPage,
      ),
    },
    {
      path: ':jobId',
      lazy: lazyPage(
        () => import('./routes/import-detail'),
        (m) => m.ImportDetailPage,
      ),
    },
  ],
};

export const ERP_KEYS_PAGE: ConsolePage = {
  key: 'erp',
  path: '/erp',
  permission: 'erp.manage',
  icon: <ApiOutlined />,
  routes: [
    {
      index: true,
      lazy: lazyPage(
        () => import('./routes/erp-keys'),
        (m) => m.ErpKeysPage,
      ),
    },
    {
      path: 'calls',
      lazy: lazyPage(
        () => import('./routes/erp-calls'),
        (m) => m.ErpCallsPage,
      ),
    },
  ],
};
