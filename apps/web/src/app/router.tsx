import { createBrowserRouter, RouterProvider } from 'react-router';
import { registerAvailableRoutes } from '@/lib/available-routes';
import { collectPaths, routes } from './routes';

export const router = createBrowserRouter(routes);
registerAvailableRoutes(collectPaths(routes));

export function AppRouter() {
  return <RouterProvider router={router} />;
}
