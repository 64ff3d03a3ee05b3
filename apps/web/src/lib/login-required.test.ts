import { describe, expect, it } from 'vitest';
import { isLoginRequiredPath } from './login-required';

describe('isLoginRequiredPath', () => {
  it.each([
    ['/member/index', true],
    ['/member', true],
    ['/member/out_of_stock', false],
    ['/payment', true],
    ['/promotion/combo_payment', true],
    ['/promotion/combo-3', false],
    ['/index', false],
    ['/membership', false],
  ])('%s -> %s', (path, expected) => {
    expect(isLoginRequiredPath(path)).toBe(expected);
  });
});
