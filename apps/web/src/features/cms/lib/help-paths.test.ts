import { describe, expect, it } from 'vitest';
import { helpArticlePath, helpClassPath, parseSlugId } from './help-paths';

describe('help paths', () => {
  it('builds the spec addresses', () => {
    expect(helpArticlePath(12)).toBe('/cms/help-12');
    expect(helpClassPath(3)).toBe('/cms/help/listother-3');
  });

  it.each([
    ['help-12', 'help', 12],
    ['listother-3', 'listother', 3],
    ['help-2147483647', 'help', 2147483647],
    ['help-2147483648', 'help', undefined],
    ['help-0', 'help', undefined],
    ['help-', 'help', undefined],
    ['help-1a', 'help', undefined],
    ['help--1', 'help', undefined],
    ['notice-5', 'help', undefined],
    ['listother-3', 'help', undefined],
    ['help-99999999999', 'help', undefined],
    [undefined, 'help', undefined],
  ])('reads %s with prefix %s as %s', (slug, prefix, expected) => {
    expect(parseSlugId(slug, prefix)).toBe(expected);
  });
});
