import { describe, expect, it } from 'vitest';
import { localeGaps } from './locale-check';

const kitFiles = import.meta.glob<Record<string, unknown>>('../i18n/locales/*/*.json', {
  eager: true,
  import: 'default',
});

describe('localeGaps', () => {
  it('finds nothing missing in the kit’s own texts', () => {
    expect(Object.keys(kitFiles)).toHaveLength(2);
    expect(localeGaps(kitFiles)).toEqual([]);
  });

  it('names each key and namespace one language lacks', () => {
    expect(
      localeGaps({
        './zh-CN/site.json': { title: '首页', nav: { cart: '购物车', help: '帮助' } },
        './en-US/site.json': { title: 'Home', nav: { cart: 'Cart' }, extra: 'x' },
        './zh-CN/cart.json': { empty: '空' },
      }),
    ).toEqual(['en-US site: nav.help', 'en-US cart: the whole namespace', 'zh-CN site: extra']);
  });
});
