import { goodsSync, priceSync, stockSync } from './erp-batches';
import { filledFields, pairList, sheetDate } from './import-cells';
import type { ImportColumn, ImportKind } from './import-kind';

/* The catalogue's sheet imports (issue 26): goods, prices, and stock by batch. */

const column = (field: string, example: string, required = false): ImportColumn => ({
  field,
  required,
  example,
});

const GOODS_COLUMNS = [
  column('goods_erp_spid', 'SP000123', true),
  column('goods_name', '阿莫西林胶囊', true),
  column('category', '抗生素', true),
  column('generic_name', '阿莫西林胶囊'),
  column('brand', '联邦'),
  column('attr_specs', '0.25g*24粒'),
  column('manufacturer', '珠海联邦制药股份有限公司'),
  column('approval_number', '国药准字H44021351'),
  column('unit', '盒'),
  column('goods_kind', 'rx'),
  column('dosage_form', '胶囊剂'),
  column('bar_code', '6901234567890'),
  column('attr_country_code', '86900000000001'),
  column('attr_place', '广东珠海'),
  column('validity_months', '24'),
  column('piece_qty', '400'),
  column('min_buy', '1'),
  column('num_multiple', '1'),
  column('max_buy', '0'),
  column('tax_rate', '13'),
  column('business_scope', ''),
  column('is_jc', '0'),
  column('traceability_code', '1'),
  column('storage', '密封，在干燥处保存'),
  column('stock_name', '主仓'),
  column('keywords', '消炎'),
  column('goods_state', '1'),
];

export const goodsImport: ImportKind = {
  kind: 'goods',
  permission: 'goods.edit',
  batch: goodsSync,
  columns: GOODS_COLUMNS,
  toRow: ([record]) =>
    filledFields(
      record ?? {},
      GOODS_COLUMNS.map((c) => c.field),
    ),
};

const PRICE_COLUMNS = [
  column('goods_erp_spid', 'SP000123', true),
  column('price', '12.50', true),
  column('market_price', '15.00'),
  column('cost_price', '9.80'),
  column('member_price', '12.00'),
  column('near_expiry_price', '9.90'),
  column('buyer_type_prices', '诊所:12.30; 单体药店:12.40'),
  column('level_prices', 'VIP:11.90'),
  column('wholesale_tiers', '10:12.20; 50:11.80'),
];

export const priceImport: ImportKind = {
  kind: 'prices',
  permission: 'goods.edit',
  batch: priceSync,
  columns: PRICE_COLUMNS,
  toRow: ([record = {}]) => ({
    ...filledFields(record, [
      'goods_erp_spid',
      'price',
      'market_price',
      'cost_price',
      'member_price',
      'near_expiry_price',
    ]),
    buyer_type_prices: pairList(record.buyer_type_prices, 'buyer_type', 'price'),
    level_prices: pairList(record.level_prices, 'level', 'price'),
    wholesale_tiers: pairList(record.wholesale_tiers, 'num', 'price'),
  }),
};

const STOCK_COLUMNS = [
  column('goods_erp_spid', 'SP000123', true),
  column('batch_no', '20260315', true),
  column('production_date', '2026-03-15'),
  column('expiry_date', '2028-02-29', true),
  column('quantity', '120', true),
];

/** One row per batch; a goods' rows together are its whole list of batches (ADR 0026). */
export const stockImport: ImportKind = {
  kind: 'stock',
  permission: 'goods.edit',
  batch: stockSync,
  columns: STOCK_COLUMNS,
  groupBy: 'goods_erp_spid',
  toRow: (records) => ({
    goods_erp_spid: records[0]?.goods_erp_spid ?? '',
    batches: records.map((record) => ({
      ...filledFields(record, ['batch_no', 'quantity']),
      production_date: sheetDate(record.production_date ?? ''),
      expiry_date: sheetDate(record.expiry_date ?? ''),
    })),
  }),
};
