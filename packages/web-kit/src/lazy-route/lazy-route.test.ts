import { LAZY_LOAD_TIMEOUT_MS } from '@shop/contracts/constants';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyPage } from '.';

const Page = () => null;

describe('lazyPage', () => {
  afterEach(() => vi.useRealTimers());

  it('gives the route the component picked from the loaded module', async () => {
    const route = lazyPage(
      () => Promise.resolve({ GoodsPage: Page }),
      (module) => module.GoodsPage,
    );
    await expect(route()).resolves.toEqual({ Component: Page });
  });

  it('gives up after the spec time-out of 120000 ms', async () => {
    vi.useFakeTimers();
    expect(LAZY_LOAD_TIMEOUT_MS).toBe(120_000);
    const route = lazyPage(
      () => new Promise<{ Page: typeof Page }>(() => undefined),
      (module) => module.Page,
    );
    let failure: unknown = null;
    const loading = route().catch((error: unknown) => (failure = error));
    await vi.advanceTimersByTimeAsync(119_999);
    expect(failure).toBeNull();
    await vi.advanceTimersByTimeAsync(1);
    await loading;
    expect(failure).toEqual(new Error('chunk load timeout'));
  });
});
