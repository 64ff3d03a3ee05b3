import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { App as AntApp } from 'antd';
import i18next from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';

/**
 * Renders a piece of an app as a page at `url` (the app's texts in Chinese, a fresh query cache
 * without retries, antd's App); `location()` reads the page's address after what the test did.
 */
export function renderPage(ui: ReactNode, { url = '/', path = '*' } = {}) {
  let current = url;
  function Probe() {
    const location = useLocation();
    current = `${location.pathname}${location.search}`;
    return null;
  }
  const router = createMemoryRouter(
    [
      {
        path,
        element: (
          <>
            {ui}
            <Probe />
          </>
        ),
      },
    ],
    { initialEntries: [url] },
  );
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = render(
    <I18nextProvider i18n={i18next}>
      <QueryClientProvider client={queryClient}>
        <AntApp>
          <RouterProvider router={router} />
        </AntApp>
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return { ...view, queryClient, location: () => current };
}
