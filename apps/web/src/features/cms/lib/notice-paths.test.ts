import { describe, expect, it } from 'vitest';
import { parseSlugId } from './help-paths';
import { NOTICE_LIST_PATH, noticePath } from './notice-paths';
import { paragraphsOf } from './paragraphs';

describe('notice paths', () => {
  it('builds the spec addresses', () => {
    expect(NOTICE_LIST_PATH).toBe('/cms/notice');
    expect(noticePath(7)).toBe('/cms/notice-7');
  });

  it.each([
    ['notice-7', 7],
    ['notice-0', undefined],
    ['notice-', undefined],
    ['notice-7x', undefined],
    ['help-7', undefined],
    ['notice', undefined],
  ])('reads %s as notice %s', (slug, expected) => {
    expect(parseSlugId(slug, 'notice')).toBe(expected);
  });
});

describe('paragraphsOf', () => {
  it('splits lines into trimmed paragraphs and drops blank ones', () => {
    expect(paragraphsOf('  第一段 \r\n\n第二段\n   \n第三段')).toEqual([
      '第一段',
      '第二段',
      '第三段',
    ]);
    expect(paragraphsOf('')).toEqual([]);
  });

  it('keeps markup as text', () => {
    expect(paragraphsOf('<script>alert(1)</script>')).toEqual(['<script>alert(1)</script>']);
  });
});
