import { describe, expect, it } from 'vitest';
import { moveItem } from './move-item';

describe('moveItem (image reorder: the first image is the main one)', () => {
  it.each([
    ['last to first', ['a', 'b', 'c'], 2, 0, ['c', 'a', 'b']],
    ['first to last', ['a', 'b', 'c'], 0, 2, ['b', 'c', 'a']],
    ['one step right', ['a', 'b', 'c'], 0, 1, ['b', 'a', 'c']],
    ['in place', ['a', 'b'], 1, 1, ['a', 'b']],
    ['an index outside: unchanged', ['a', 'b'], 5, 0, ['a', 'b']],
  ] as const)('%s', (_case, list, from, to, out) => {
    expect(moveItem(list, from, to)).toEqual(out);
  });
});
