import { describe, expect, it } from 'vitest';
import { blankSku, combinations, skuGrid } from './sku-grid';

describe('SKU grid from the axes (issue 25)', () => {
  const spec = { name: '规格', values: ['0.25g*24粒', '0.5g*12粒'] };
  const pack = { name: '包装', values: ['盒', '瓶'] };

  it('makes every combination in the axes’ order', () => {
    expect(combinations([spec, pack])).toEqual([
      ['0.25g*24粒', '盒'],
      ['0.25g*24粒', '瓶'],
      ['0.5g*12粒', '盒'],
      ['0.5g*12粒', '瓶'],
    ]);
    expect(skuGrid([spec, pack], [])).toHaveLength(4);
  });

  it('keeps what was typed into a combination that stays, and its SKU id', () => {
    const typed = { ...blankSku(['0.25g*24粒']), sku_id: 7, price: '12.50', stock: 40 };
    const grid = skuGrid([{ ...spec, values: [...spec.values, '1g*6粒'] }], [typed]);
    expect(grid.map((r) => r.spec_values)).toEqual([['0.25g*24粒'], ['0.5g*12粒'], ['1g*6粒']]);
    expect(grid[0]).toBe(typed);
    expect(grid[1]).toMatchObject({ price: '', stock: 0 });
    expect(grid[1]!.sku_id).toBeUndefined();
  });

  it('drops the rows of a removed value, and gives every row new values when an axis is added', () => {
    const rows = skuGrid([spec], []).map((r, i) => ({ ...r, price: `${i + 1}.00` }));
    expect(skuGrid([{ ...spec, values: ['0.5g*12粒'] }], rows)).toEqual([rows[1]]);
    expect(skuGrid([spec, pack], rows).every((r) => r.price === '')).toBe(true);
  });

  it('ignores blank axes and values; with no axis the goods has one SKU, the first kept', () => {
    const first = { ...blankSku(['a']), price: '3.00' };
    expect(
      skuGrid(
        [
          { name: '', values: ['x'] },
          { name: '颜色', values: [' '] },
        ],
        [first],
      ),
    ).toEqual([{ ...first, spec_values: [] }]);
    expect(skuGrid([], [])).toEqual([blankSku([])]);
  });
});
