import { describe, expect, it } from 'vitest';
import { mappingFault, recordOf, suggestMapping } from './import-mapping';

const columns = [
  { field: 'goods_erp_spid', required: true, example: 'SP001' },
  { field: 'goods_name', required: true, example: '阿莫西林胶囊' },
  { field: 'brand', required: false, example: '' },
];
const labels: Record<string, string[]> = {
  goods_erp_spid: ['ERP商品编码', 'ERP code'],
  goods_name: ['商品名称', 'Goods name'],
  brand: ['品牌', 'Brand'],
};

describe('suggestMapping', () => {
  it('keeps the remembered column while the sheet has it, else reads labels loosely', () => {
    const headers = ['ERP 商品编码', 'goods_name', '名称（通用名）', 'BRAND'];
    const mapping = suggestMapping(
      columns,
      headers,
      { goods_name: '名称（通用名）', brand: '厂牌' },
      (f) => labels[f] ?? [],
    );
    expect(mapping).toEqual({
      goods_erp_spid: 'ERP 商品编码',
      goods_name: '名称（通用名）',
      brand: 'BRAND',
    });
  });
});

describe('mappingFault', () => {
  const headers = ['编码', '名称'];
  it('names an unknown field, a header the sheet lacks, or a required field left out', () => {
    expect(mappingFault(columns, headers, { colour: '编码' })).toEqual({
      fault: 'unknown_field',
      name: 'colour',
    });
    expect(mappingFault(columns, headers, { goods_erp_spid: '条码' })).toEqual({
      fault: 'unknown_header',
      name: '条码',
    });
    expect(mappingFault(columns, headers, { goods_erp_spid: '编码' })).toEqual({
      fault: 'required',
      name: 'goods_name',
    });
    expect(
      mappingFault(columns, headers, { goods_erp_spid: '编码', goods_name: '名称' }),
    ).toBeNull();
  });
});

describe('recordOf', () => {
  it('reads each mapped field from its column, missing cells as empty', () => {
    expect(
      recordOf(['编码', '名称', '品牌'], { goods_erp_spid: '编码', brand: '品牌' }, ['SP9']),
    ).toEqual({
      goods_erp_spid: 'SP9',
      brand: '',
    });
  });
});
