import { createBrowserRouter, RouterProvider } from 'react-router';
import { routes } from './routes';
import { handleSessionLoss } from './session-lost';

/** The console's addresses live under /admin (the server's static plugin and Vite's `base`). */
export const BASENAME = '/admin';

export const router = createBrowserRouter(routes, { basename: BASENAME });
handleSessionLoss(router);

export function AppRouter() {
  return <RouterProvider router={router} />;
}
