import { vi } from 'vitest';

type Answer = { code: number; message?: string; data: unknown };

/**
 * Stubs `fetch` with a fake server: each call's path answers the envelope its handler gives for
 * the request body. Unknown paths fail the test. Returns the mock to read what was sent.
 */
export function fakeServer(handlers: Record<string, (body: Record<string, unknown>) => Answer>) {
  const mock = vi.fn(async (url: string, init: RequestInit) => {
    const handler = handlers[url];
    if (!handler) throw new Error(`no fake answer for ${url}`);
    const answer = handler(JSON.parse(init.body as string) as Record<string, unknown>);
    return Response.json({ message: '', timestamp: 1, ...answer });
  });
  vi.stubGlobal('fetch', mock);
  return mock;
}

/** The headers of the n-th call made to `path`. */
export const headersOf = (mock: ReturnType<typeof fakeServer>, path: string, n = 0) =>
  mock.mock.calls.filter(([url]) => url === path)[n]?.[1].headers as Record<string, string>;
