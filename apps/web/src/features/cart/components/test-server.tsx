import { SESSION_FLAG_COOKIE } from '@shop/contracts/constants';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { vi } from 'vitest';
import '@/lib/i18n';

type Handler = (body: Record<string, unknown>) => {
  code: number;
  message?: string;
  data?: unknown;
};

/** A fake server: one handler per path; every call is recorded as [path, body]. */
export function fakeServer(handlers: Record<string, Handler>) {
  const calls: [string, Record<string, unknown>][] = [];
  const fetchMock = vi.fn((path: string, init: RequestInit) => {
    const body = JSON.parse(init.body as string) as Record<string, unknown>;
    calls.push([path, body]);
    const handler = handlers[path];
    const answer = handler ? handler(body) : { code: -1, message: `no ${path}` };
    return Promise.resolve(new Response(JSON.stringify({ message: '', ...answer })));
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock };
}

export const logIn = () => {
  document.cookie = `${SESSION_FLAG_COOKIE}=1; path=/`;
};
export const logOut = () => {
  document.cookie = `${SESSION_FLAG_COOKIE}=; path=/; max-age=0`;
};

function Where() {
  const location = useLocation();
  return <output aria-label="where">{location.pathname + location.search}</output>;
}

export function renderWithClient(ui: ReactNode, path = '/cart') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        {ui}
        <Routes>
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}
