import { describe, expect, it } from 'vitest';
import { judgeErpRows, rowKey } from './erp-batch.schema';
import {
  ERP_INVOICE_PDF_MAX_BYTES,
  ErpOrderChangesBodySchema,
  ErpOrderInvoiceRowSchema,
  ErpOrderShippedRowSchema,
} from './erp-order.schema';

const line = (codes: string[]) => ({ order_goods_id: 3, num: 2, traceability_codes: codes });
const shipped = (codes: string[]) => ({
  order_no: 'N1',
  packages: [{ express_company: 'SF', express_no: 'SF1234567890', lines: [line(codes)] }],
});

describe('orders back: row schemas (issue 26)', () => {
  it('takes a traceability code of exactly 20 digits and names the field of any other', () => {
    const rows = [
      shipped(['81234567890123456789']),
      shipped(['8123456789012345678']),
      shipped(['812345678901234567890']),
      shipped(['8123456789012345678X']),
    ];
    const { accepted, refused } = judgeErpRows(ErpOrderShippedRowSchema, rows, rowKey('order_no'));
    expect(accepted.map((a) => a.index)).toEqual([0]);
    expect(refused.map((r) => [r.index, r.field, r.reason])).toEqual(
      [1, 2, 3].map((i) => [
        i,
        'packages.0.lines.0.traceability_codes.0',
        'a traceability code is exactly 20 digits',
      ]),
    );
  });

  it('refuses an unknown express company and a shipment without lines', () => {
    const bad = {
      ...shipped([]),
      packages: [{ express_company: 'XX', express_no: 'A1234567', lines: [] }],
    };
    const { refused } = judgeErpRows(ErpOrderShippedRowSchema, [bad], rowKey('order_no'));
    expect(refused[0]?.field).toBe('packages.0.express_company');
  });

  it('caps an invoice PDF at 2 MB of base64 and takes yuan with at most 2 decimals', () => {
    const row = {
      order_no: 'N1',
      invoice_no: '04400213',
      invoice_date: '2026-11-29',
      amount: '75.5',
      pdf_base64: 'JVBERi0xLjQK',
    };
    expect(ErpOrderInvoiceRowSchema.safeParse(row).success).toBe(true);
    const big = 'A'.repeat(Math.ceil(ERP_INVOICE_PDF_MAX_BYTES / 3) * 4 + 8);
    expect(ErpOrderInvoiceRowSchema.safeParse({ ...row, pdf_base64: big }).success).toBe(false);
    expect(ErpOrderInvoiceRowSchema.safeParse({ ...row, amount: '75.555' }).success).toBe(false);
    expect(ErpOrderInvoiceRowSchema.safeParse({ ...row, invoice_date: '2026-02-30' }).success).toBe(
      false,
    );
  });

  it('pages at most 100 orders, 100 by default', () => {
    expect(ErpOrderChangesBodySchema.parse({})).toEqual({ cursor: '', limit: 100 });
    expect(ErpOrderChangesBodySchema.safeParse({ limit: 101 }).success).toBe(false);
  });
});
