import { describe, expect, it } from 'vitest';
import { listPageOf, loginPathFor, SALE_CONTROL_PATHS } from './sale-control-paths';

describe('sale-control paths', () => {
  it('maps the list types to the spec routes', () => {
    expect(SALE_CONTROL_PATHS[1]).toBe('/sacontrol');
    expect(SALE_CONTROL_PATHS[2]).toBe('/cacontrelist');
  });

  it.each([
    [null, 1],
    ['', 1],
    ['3', 3],
    ['0', 1],
    ['-2', 1],
    ['2.5', 1],
    ['abc', 1],
    ['100001', 1],
  ])('reads ?page=%s as %s', (value, expected) => {
    expect(listPageOf(value)).toBe(expected);
  });

  it('sends a visitor to log in and come back', () => {
    expect(loginPathFor('/cacontrelist?page=2')).toBe('/login?redirect=%2Fcacontrelist%3Fpage%3D2');
  });
});
