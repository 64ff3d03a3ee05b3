import { lazyPage } from '@shop/web-kit/lazy-route';
import type { RouteObject } from 'react-router';
import { CONSOLE_PAGES } from './console-pages';
import { ConsoleLayout } from './layouts/console-layout';
import { RequirePermission } from './require-permission';
import { RequireStaff } from './require-staff';
import { RouteError } from './route-error';
import { HomePage } from './routes/home';
import { NotFoundPage } from './routes/not-found';

/**
 * The console's routes, under the `/admin` base: the sign-in page, then the signed-in frame with
 * one guarded branch per section of `CONSOLE_PAGES` (403 for a role without its permission), and
 * 404 for any other address.
 */
export const routes: RouteObject[] = [
  {
    path: '/login',
    errorElement: <RouteError />,
    lazy: lazyPage(
      () => import('./routes/login'),
      (m) => m.LoginPage,
    ),
  },
  {
    path: '/setup',
    errorElement: <RouteError />,
    lazy: lazyPage(
      () => import('./routes/setup'),
      (m) => m.SetupPage,
    ),
  },
  {
    path: '/',
    element: <RequireStaff />,
    errorElement: <RouteError />,
    children: [
      {
        element: <ConsoleLayout />,
        children: [
          { index: true, element: <HomePage /> },
          ...CONSOLE_PAGES.filter((page) => page.routes).map((page): RouteObject => ({
            path: page.path,
            element: <RequirePermission permission={page.permission} />,
            errorElement: <RouteError />,
            children: page.routes,
          })),
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];
