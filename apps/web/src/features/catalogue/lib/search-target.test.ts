import { describe, expect, it } from 'vitest';
import { searchTargetUrl } from './search-target';

describe('searchTargetUrl', () => {
  it('sends a goods search to /list and a shop search to /street, keyword encoded', () => {
    expect(searchTargetUrl('goods', '阿莫西林')).toBe(
      '/list?keyword=%E9%98%BF%E8%8E%AB%E8%A5%BF%E6%9E%97',
    );
    expect(searchTargetUrl('shop', '康源 大药房')).toBe(
      '/street?keyword=%E5%BA%B7%E6%BA%90%20%E5%A4%A7%E8%8D%AF%E6%88%BF',
    );
    expect(searchTargetUrl('goods', 'a&b=c#d')).toBe('/list?keyword=a%26b%3Dc%23d');
  });

  it('trims the keyword and opens the bare list when nothing is left', () => {
    expect(searchTargetUrl('goods', '  口罩 ')).toBe(`/list?keyword=${encodeURIComponent('口罩')}`);
    expect(searchTargetUrl('goods', '   ')).toBe('/list');
    expect(searchTargetUrl('shop', '')).toBe('/street');
  });

  it('cuts the keyword to 50 characters', () => {
    const url = searchTargetUrl('goods', '药'.repeat(60));
    expect(decodeURIComponent(url.split('=')[1] ?? '')).toBe('药'.repeat(50));
  });
});
