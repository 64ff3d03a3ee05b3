import { describe, expect, it } from 'vitest';
import { unitOf } from './units';

describe('unitOf', () => {
  // spec §9: "Default units: exchange goods 盒, tiered goods 个 when missing; general default 件".
  it.each(
    // prettier-ignore
    [
      ['exchange, empty → 盒', '', 'exchange', '盒'],
      ['exchange, null → 盒', null, 'exchange', '盒'],
      ['tiered, undefined → 个', undefined, 'tiered', '个'],
      ['tiered, blank → 个', '  ', 'tiered', '个'],
      ['general, null → 件', null, 'general', '件'],
      ['own unit kept (trimmed)', ' 瓶 ', 'general', '瓶'],
      ['own unit beats the exchange default', '支', 'exchange', '支'],
    ] as const,
  )('%s', (_case, unit, kind, expected) => {
    expect(unitOf(unit, kind)).toBe(expected);
  });
});
