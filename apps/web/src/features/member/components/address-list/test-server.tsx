import type { Address } from '@shop/contracts/member';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { vi } from 'vitest';
import '@/lib/i18n';

type Answer = { code: number; message?: string; data?: unknown };
type Handler = (body: Record<string, unknown>) => Answer;

/** A fake server: one handler per path; every call is recorded as [path, body]. */
export function fakeServer(handlers: Record<string, Handler>) {
  const calls: [string, Record<string, unknown>][] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((path: string, init: RequestInit) => {
      const body = JSON.parse(init.body as string) as Record<string, unknown>;
      calls.push([path, body]);
      const handler = handlers[path];
      const answer = handler ? handler(body) : { code: -1, message: `no ${path}` };
      return Promise.resolve(new Response(JSON.stringify({ message: '', ...answer })));
    }),
  );
  return calls;
}

export const address = (id: number, over: Partial<Address> = {}): Address => ({
  id,
  name: `收货人${id}`,
  mobile: `1380000000${id % 10}`,
  telephone: '',
  province_id: 440000,
  city_id: 440100,
  district_id: 440106,
  address: `体育西路${id}号`,
  full_address: '广东省 广州市 天河区',
  is_default: 0,
  ...over,
});

/** The `/api/memberaddress/page` answer of `list`. */
export const pageOf = (list: Address[]) => ({
  code: 0,
  data: { list, count: list.length, page_count: 1 },
});

function Where() {
  const location = useLocation();
  return <output aria-label="where">{location.pathname + location.search}</output>;
}

export function renderAt(path: string, routes: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          {routes}
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}
