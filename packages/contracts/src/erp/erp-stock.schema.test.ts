import { describe, expect, it } from 'vitest';
import { judgeErpRows, rowKey } from './erp-batch.schema';
import { ErpGoodsRowSchema } from './erp-goods.schema';
import { ErpPriceRowSchema } from './erp-price.schema';
import { ErpStockRowSchema } from './erp-stock.schema';

const batch = { batch_no: 'A1', expiry_date: '2027-05-31', quantity: 10 };

describe('the ERP row schemas (issue 26)', () => {
  it('refuses a stock row alone for a bad date, a batch twice, or production after expiry', () => {
    const { accepted, refused } = judgeErpRows(
      ErpStockRowSchema,
      [
        { goods_erp_spid: 'SP1', batches: [batch, { ...batch, batch_no: 'A2', quantity: '5' }] },
        { goods_erp_spid: 'SP2', batches: [{ ...batch, expiry_date: '2027-02-30' }] },
        { goods_erp_spid: 'SP3', batches: [batch, batch] },
        { goods_erp_spid: 'SP4', batches: [{ ...batch, production_date: '2027-06-01' }] },
        { goods_erp_spid: 'SP5', batches: [{ ...batch, quantity: -1 }] },
        { goods_erp_spid: 'SP6', batches: [] },
      ],
      rowKey('goods_erp_spid'),
    );
    expect(accepted.map((a) => a.key)).toEqual(['SP1', 'SP6']);
    expect(accepted[0]!.row.batches[1]).toEqual({
      batch_no: 'A2',
      production_date: '',
      expiry_date: '2027-05-31',
      quantity: 5,
    });
    expect(refused.map((r) => [r.key, r.field])).toEqual([
      ['SP2', 'batches.0.expiry_date'],
      ['SP3', 'batches'],
      ['SP4', 'batches.0.production_date'],
      ['SP5', 'batches.0.quantity'],
    ]);
  });

  it('takes a goods row with only its code, name and category, and refuses a bad code', () => {
    const ok = ErpGoodsRowSchema.safeParse({
      goods_erp_spid: 'SP-1.a',
      goods_name: '板蓝根',
      category: '清热',
    });
    expect(ok.success).toBe(true);
    const bad = ErpGoodsRowSchema.safeParse({
      goods_erp_spid: 'SP 1',
      goods_name: '板蓝根',
      category: '清热',
    });
    expect(bad.error?.issues[0]?.path).toEqual(['goods_erp_spid']);
  });

  it('takes prices as yuan with at most 2 decimals', () => {
    expect(ErpPriceRowSchema.safeParse({ goods_erp_spid: 'SP1', price: '12.5' }).success).toBe(
      true,
    );
    expect(ErpPriceRowSchema.safeParse({ goods_erp_spid: 'SP1', price: '12.505' }).success).toBe(
      false,
    );
    expect(ErpPriceRowSchema.safeParse({ goods_erp_spid: 'SP1', price: 12.5 }).success).toBe(false);
  });
});
