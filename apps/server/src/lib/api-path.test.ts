import { describe, expect, it } from 'vitest';
import { isApiPath } from './api-path';

describe('isApiPath', () => {
  it('names /api/... and /<addon>/api/... calls, any case, with a query string', () => {
    expect(isApiPath('/api/cart/add')).toBe(true);
    expect(isApiPath('/API/Site/Status')).toBe(true);
    expect(isApiPath('/servicer/api/workbench/info')).toBe(true);
    expect(isApiPath('/coupon/api/coupon/num?x=1')).toBe(true);
    expect(isApiPath('/pc/api/pc/floors')).toBe(true);
    expect(isApiPath('/MultiAccount/Api/MultiAccount/lists')).toBe(true);
    expect(isApiPath('//api//site/info')).toBe(true);
  });

  it('does not name pages, files, or api deeper than the second segment', () => {
    expect(isApiPath('/')).toBe(false);
    expect(isApiPath('/member/index')).toBe(false);
    expect(isApiPath('/sku-12')).toBe(false);
    expect(isApiPath('/apidoc/index')).toBe(false);
    expect(isApiPath('/upload/chat/api.png')).toBe(false);
    expect(isApiPath('/help/detail/api')).toBe(false);
    expect(isApiPath('/list?keyword=/api/')).toBe(false);
  });
});
