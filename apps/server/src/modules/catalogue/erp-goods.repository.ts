import { sql } from 'drizzle-orm';
import type { DbExecutor, DbTransaction } from '../../db/client';
import { goods, goodsSku } from './catalogue.tables';
import type { ErpGoodsFacts, Stored } from './erp-goods-values';
import { jsonRows } from '../../lib/erp-rows';
import { shopErpCodes } from './erp-goods-codes';
import { plainSpecName } from './goods-editor-draft';

/*
 * The goods sync's reads and writes (issue 26): a batch's goods read at once, new goods inserted
 * with one statement (their SKUs with another) and changed goods updated with one.
 */

/** The columns an ERP row is compared with (not the description, which may be 100 KB a goods). */
const storedColumns = {
  goodsId: goods.goodsId,
  goodsErpSpid: goods.goodsErpSpid,
  maxBuyType: goods.maxBuyType,
  goodsName: goods.goodsName,
  genericName: goods.genericName,
  categoryId: goods.categoryId,
  categoryPath: goods.categoryPath,
  brandId: goods.brandId,
  keywords: goods.keywords,
  unit: goods.unit,
  barCode: goods.barCode,
  goodsKind: goods.goodsKind,
  isJc: goods.isJc,
  traceabilityCode: goods.traceabilityCode,
  businessScope: goods.businessScope,
  dosageForm: goods.dosageForm,
  manufacturer: goods.manufacturer,
  approvalNumber: goods.approvalNumber,
  attr: goods.attr,
  validityDays: goods.validityDays,
  pieceQty: goods.pieceQty,
  minBuy: goods.minBuy,
  numMultiple: goods.numMultiple,
  maxBuy: goods.maxBuy,
  taxRate: goods.taxRate,
  storage: goods.storage,
  stockName: goods.stockName,
  goodsState: goods.goodsState,
  isMedicinal: goods.isMedicinal,
  isChineseMedicine: goods.isChineseMedicine,
  pinyin: goods.pinyin,
  pinyinInitials: goods.pinyinInitials,
} satisfies Record<keyof Stored, unknown>;

/** The shop's goods carrying these ERP codes (the recycle bin's too: the code stays theirs). */
export function findGoodsByCodes(
  db: DbExecutor,
  siteId: number,
  codes: string[],
): Promise<Stored[]> {
  if (codes.length === 0) return Promise.resolve([]);
  return db.select(storedColumns).from(goods).where(shopErpCodes(siteId, codes));
}

export type NewErpGoods = ErpGoodsFacts & { goodsErpSpid: string };

const specsOf = (attr: unknown) => {
  const specs = (attr as Record<string, unknown>).attr_specs;
  return typeof specs === 'string' ? specs : '';
};

/** The default SKU's name, specification text and bar code, as the editor names a goods' only SKU. */
const skuFacts = (f: ErpGoodsFacts) => ({
  skuName: f.goodsName.slice(0, 160),
  specName: plainSpecName(specsOf(f.attr), f.unit),
  barCode: f.barCode,
});

/** Inserts new goods with one SKU each (price and stock 0 until the ERP's prices and stock come). */
export async function insertErpGoods(tx: DbTransaction, siteId: number, rows: NewErpGoods[]) {
  if (rows.length === 0) return [];
  const created = await tx
    .insert(goods)
    .values(rows.map((r) => ({ ...r, siteId, priceFen: 0 })))
    .returning({ goodsId: goods.goodsId, code: goods.goodsErpSpid });
  const byCode = new Map(rows.map((r) => [r.goodsErpSpid, r]));
  await tx.insert(goodsSku).values(
    created.map((g) => ({
      ...skuFacts(byCode.get(g.code)!),
      goodsId: g.goodsId,
      siteId,
      priceFen: 0,
      isDefault: true,
    })),
  );
  return created;
}

/** Updates changed goods, and the name of the only SKU of those without specification axes. */
export async function updateErpGoods(
  tx: DbTransaction,
  rows: (ErpGoodsFacts & { goodsId: number })[],
) {
  if (rows.length === 0) return;
  const values = rows.map((r) => ({
    goods_id: r.goodsId,
    goods_name: r.goodsName,
    generic_name: r.genericName,
    category_id: r.categoryId,
    category_path: r.categoryPath,
    brand_id: r.brandId,
    keywords: r.keywords,
    unit: r.unit,
    bar_code: r.barCode,
    goods_kind: r.goodsKind,
    is_jc: r.isJc,
    traceability_code: r.traceabilityCode,
    business_scope: r.businessScope,
    dosage_form: r.dosageForm,
    manufacturer: r.manufacturer,
    approval_number: r.approvalNumber,
    attr: r.attr,
    validity_days: r.validityDays,
    piece_qty: r.pieceQty,
    min_buy: r.minBuy,
    num_multiple: r.numMultiple,
    max_buy: r.maxBuy,
    tax_rate: r.taxRate,
    storage: r.storage,
    stock_name: r.stockName,
    goods_state: r.goodsState,
    is_medicinal: r.isMedicinal,
    is_chinese_medicine: r.isChineseMedicine,
    pinyin: r.pinyin,
    pinyin_initials: r.pinyinInitials,
    ...skuFacts(r),
  }));
  await tx.execute(sql`
    update goods g set goods_name = v.goods_name, generic_name = v.generic_name,
      category_id = v.category_id, category_path = v.category_path, brand_id = v.brand_id,
      keywords = v.keywords, unit = v.unit, bar_code = v.bar_code, goods_kind = v.goods_kind,
      is_jc = v.is_jc, traceability_code = v.traceability_code, business_scope = v.business_scope,
      dosage_form = v.dosage_form, manufacturer = v.manufacturer,
      approval_number = v.approval_number, attr = v.attr, validity_days = v.validity_days,
      piece_qty = v.piece_qty, min_buy = v.min_buy, num_multiple = v.num_multiple,
      max_buy = v.max_buy, tax_rate = v.tax_rate, storage = v.storage, stock_name = v.stock_name,
      goods_state = v.goods_state, is_medicinal = v.is_medicinal,
      is_chinese_medicine = v.is_chinese_medicine, pinyin = v.pinyin,
      pinyin_initials = v.pinyin_initials, updated_at = now()
    from jsonb_to_recordset(${jsonRows(values)}) as v(goods_id int, goods_name varchar,
      generic_name varchar, category_id int, category_path varchar, brand_id int, keywords varchar,
      unit varchar, bar_code varchar, goods_kind varchar, is_jc smallint,
      traceability_code smallint, business_scope varchar, dosage_form varchar,
      manufacturer varchar, approval_number varchar, attr jsonb, validity_days int,
      piece_qty int, min_buy int, num_multiple int, max_buy int, tax_rate smallint,
      storage varchar, stock_name varchar, goods_state smallint, is_medicinal smallint,
      is_chinese_medicine smallint, pinyin text, pinyin_initials varchar)
    where g.goods_id = v.goods_id`);
  await tx.execute(sql`
    update goods_sku s set sku_name = v."skuName", spec_name = v."specName", bar_code = v."barCode"
    from jsonb_to_recordset(${jsonRows(values)}) as v(goods_id int, "skuName" varchar,
      "specName" varchar, "barCode" varchar), goods g
    where s.goods_id = v.goods_id and g.goods_id = v.goods_id and s.is_default
      and g.spec_format = '[]'::jsonb`);
}
