import type { ConsoleGoodsRow } from '@shop/contracts/catalogue';
import { describe, expect, it } from 'vitest';
import { previewPriceChange } from './price-preview';

const sku = (sku_id: number, price: string, member_price: string | null) => ({
  sku_id,
  sku_name: `SKU ${sku_id}`,
  spec_name: '',
  sku_no: '',
  price,
  member_price,
  market_price: '0.00',
  stock: 1,
  stock_alarm: 0,
  is_default: sku_id === 1,
});
const goods = {
  goods_id: 1,
  goods_name: '阿莫西林胶囊',
  skus: [sku(1, '12.35', '11.00'), sku(2, '0.50', null)],
} as unknown as ConsoleGoodsRow;

describe('previewPriceChange (issue 25)', () => {
  it('shows each SKU before and after with the server rule: a half fen rounds up', () => {
    const preview = previewPriceChange([goods], { mode: 'percent', value: '10' });
    expect(preview).toMatchObject({ valid: true, blocked: 0 });
    expect(preview.lines[0]).toMatchObject({
      price: { before: '12.35', after: '13.59' },
      memberPrice: { before: '11.00', after: '12.10' },
    });
    expect(preview.lines[1]).toMatchObject({
      price: { before: '0.50', after: '0.55' },
      memberPrice: null,
    });
  });

  it('counts the SKUs an amount would take below 0.01', () => {
    const preview = previewPriceChange([goods], { mode: 'amount', value: '-0.50' });
    expect(preview.blocked).toBe(1);
    expect(preview.lines[1]!.price.after).toBeNull();
    expect(preview.lines[0]!.price.after).toBe('11.85');
  });

  it('shows nothing for an invalid change', () => {
    expect(previewPriceChange([goods], { mode: 'percent', value: '-100' })).toEqual({
      lines: [],
      blocked: 0,
      valid: false,
    });
  });
});
