import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '@/lib/i18n';
import { ClosedPage } from './closed';

const answer = (code: number, message: string) =>
  new Response(JSON.stringify({ code, message, data: null, timestamp: 0 }), {
    headers: { 'content-type': 'application/json' },
  });

function renderPage() {
  const router = createMemoryRouter([{ path: '/closed', element: <ClosedPage /> }], {
    initialEntries: ['/closed'],
  });
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('ClosedPage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("shows the staff's closed notice from the closed answer", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answer(-3, '系统升级中，预计今晚22:00恢复')),
    );
    renderPage();
    expect(await screen.findByText('系统升级中，预计今晚22:00恢复')).toBeTruthy();
  });

  it('keeps the standard text while the status is unknown', () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>(() => undefined)),
    );
    renderPage();
    expect(screen.getByText('商城正在维护，请稍后再来访问')).toBeTruthy();
  });
});
