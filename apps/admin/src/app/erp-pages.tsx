import { ImportOutlined } from '@ant-design/icons';
import { lazyPage } from '@shop/web-kit/lazy-route';
import type { ConsolePage } from './console-pages';

/* The console sections issue 26 adds (see `CONSOLE_PAGES`): importing sheets. */

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
