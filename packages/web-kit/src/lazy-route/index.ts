import { LAZY_LOAD_TIMEOUT_MS } from '@shop/contracts/constants';
import type { ComponentType } from 'react';

/**
 * A code-split route: loads the page module, giving up after the spec's lazy-load time-out (spec
 * §9: 120000 ms) so the error page can offer a reload instead of waiting forever.
 */
export function lazyPage<M>(load: () => Promise<M>, pick: (module: M) => ComponentType) {
  return async () => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('chunk load timeout')), LAZY_LOAD_TIMEOUT_MS);
    });
    try {
      const module = await Promise.race([load(), timeout]);
      return { Component: pick(module) };
    } finally {
      clearTimeout(timer);
    }
  };
}
