import type { GoodsEditorData } from '@shop/contracts/catalogue';
import { describe, expect, it } from 'vitest';
import { bodyOf, emptyValues, namePathOf, newGoodsSiteId, valuesOf } from './editor-values';

const loaded = (): GoodsEditorData => ({
  ...(emptyValues(3) as unknown as GoodsEditorData),
  goods_id: 9,
  site_id: 3,
  category_id: 12,
  goods_erp_spid: 'E-1',
  instructions_pdf: '/upload/insert/202611/' + 'a'.repeat(32) + '.pdf',
  spec_format: [{ name: '规格', values: ['a', 'b'] }],
  skus: ['a', 'b'].map((v, i) => ({
    sku_id: 20 + i,
    spec_values: [v],
    sku_no: '',
    price: '10.00',
    market_price: '',
    cost_price: '',
    member_price: '',
    label_prices: [],
    level_prices: [],
    wholesale_tiers: [],
    stock: 1,
    stock_alarm: 0,
  })),
  sale_control: null,
});

describe('editor values (issue 25: new, edit, copy)', () => {
  it('keeps the SKU ids when editing, drops them, the ERP code and the shelf state when copying', () => {
    const edit = valuesOf(loaded(), 'edit');
    expect(edit.skus.map((s) => s.sku_id)).toEqual([20, 21]);
    // The stock shown is sent back, so the server applies only what was typed since.
    expect(edit.skus.map((s) => s.loaded_stock)).toEqual(edit.skus.map((s) => s.stock));
    expect(edit).toMatchObject({ goods_erp_spid: 'E-1', insert_mode: 'pdf', goods_state: 1 });
    const copy = valuesOf(loaded(), 'copy');
    expect(copy.skus.map((s) => s.sku_id)).toEqual([undefined, undefined]);
    expect(copy.skus.map((s) => s.loaded_stock)).toEqual([undefined, undefined]);
    expect(copy).toMatchObject({ goods_erp_spid: '', goods_state: 0 });
  });

  it('sends the rule only when switched on and the PDF only in PDF mode', () => {
    const values = valuesOf(loaded(), 'edit');
    expect(bodyOf(values).sale_control).toBeNull();
    expect(bodyOf({ ...values, insert_mode: 'text' }).instructions_pdf).toBe('');
    const rule = { ...values.sale_control, enabled: true, rule_name: '医疗机构专供' };
    expect(bodyOf({ ...values, sale_control: rule }).sale_control).toEqual({
      rule_name: '医疗机构专供',
      allowed_label_ids: [],
      barred_area_ids: [],
      required_scopes: [],
      view_price: true,
      not_buy_msg: '',
    });
  });

  it('turns a server field into a form name path', () => {
    expect(namePathOf('skus.2.wholesale_tiers.1')).toEqual(['skus', 2, 'wholesale_tiers', 1]);
    expect(namePathOf('approval_number')).toEqual(['approval_number']);
  });
});

describe('the shop of a new goods (issue 25)', () => {
  const shops = [{ site_id: 1 }, { site_id: 4 }];
  it("is a shop account's own shop", () => {
    expect(newGoodsSiteId({ is_platform: 0, site_id: 4 }, shops)).toBe(4);
  });
  it("is a platform account's only shop, as on a shop that started empty", () => {
    expect(newGoodsSiteId({ is_platform: 1, site_id: 1 }, [{ site_id: 1 }])).toBe(1);
  });
  it('is chosen by a platform account among several', () => {
    expect(newGoodsSiteId({ is_platform: 1, site_id: 1 }, shops)).toBeUndefined();
  });
});
