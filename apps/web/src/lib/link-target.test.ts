import { describe, expect, it } from 'vitest';
import { isLinkActive, parseNavUrl, resolveLink } from './link-target';

const pages = new Set(['/index', '/cms/help', '/register']);
const hasPage = (path: string) => pages.has(path.split('?')[0] ?? '');

describe('parseNavUrl', () => {
  it('reads the url of the JSON text', () => {
    expect(parseNavUrl('{"url":"/cms/help"}')).toBe('/cms/help');
    expect(parseNavUrl('{"url":" https://example.com/a "}')).toBe('https://example.com/a');
  });

  it('answers empty text for malformed values', () => {
    for (const text of ['', 'not json', '{"url":3}', 'null', '[]', '"x"'])
      expect(parseNavUrl(text)).toBe('');
  });
});

describe('resolveLink', () => {
  it('opens http and https addresses as external links', () => {
    expect(resolveLink('https://www.nmpa.gov.cn/x', hasPage)).toEqual({
      kind: 'external',
      href: 'https://www.nmpa.gov.cn/x',
    });
    expect(resolveLink('HTTP://a.example', hasPage)).toEqual({
      kind: 'external',
      href: 'HTTP://a.example',
    });
  });

  it('treats other text as an in-site path, adding the leading slash', () => {
    expect(resolveLink('/index', hasPage)).toEqual({ kind: 'internal', to: '/index' });
    expect(resolveLink('cms/help', hasPage)).toEqual({ kind: 'internal', to: '/cms/help' });
    expect(resolveLink('/register?from=banner', hasPage)).toEqual({
      kind: 'internal',
      to: '/register?from=banner',
    });
  });

  it('gives no link for a page that does not exist yet, an empty url, or an unsafe scheme', () => {
    expect(resolveLink('/activity', hasPage)).toBeNull();
    expect(resolveLink('  ', hasPage)).toBeNull();
    expect(resolveLink('javascript:alert(1)', hasPage)).toBeNull();
    expect(resolveLink('data:text/html,x', hasPage)).toBeNull();
    expect(resolveLink('//evil.example/x', hasPage)).toBeNull();
  });
});

describe('isLinkActive', () => {
  it('matches the same path, ignoring case, query and trailing slash', () => {
    expect(isLinkActive('/index', '/index')).toBe(true);
    expect(isLinkActive('/Index?x=1', '/index/')).toBe(true);
    expect(isLinkActive('/index', '/brand')).toBe(false);
  });

  it('matches pages below the entry but not look-alike paths', () => {
    expect(isLinkActive('/cms/help', '/cms/help/listother-2')).toBe(true);
    expect(isLinkActive('/cms/help', '/cms/help-3')).toBe(false);
    expect(isLinkActive('/', '/index')).toBe(false);
  });
});
