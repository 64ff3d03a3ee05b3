import type { Writable } from 'node:stream';
import {
  ConsoleGoodsListBodySchema,
  type ConsoleGoodsListBody,
  type ConsoleGoodsRow,
  type GoodsExport,
} from '@shop/contracts/catalogue';
import { yuanToFen } from '@shop/contracts/money';
import ExcelJS from 'exceljs';
import type { DbExecutor } from '../../db/client';
import { translate, type Lang } from '../../lib/i18n/translate';
import { issueDownloadTicket } from '../../lib/kv/download-ticket';
import type { KeyValueStore } from '../../lib/kv/kv';
import type { StaffActor } from '../auth';
import { findConsoleGoodsRows, findSkusOf } from './goods-console.repository';
import { consoleGoodsWhere, toRow } from './goods-console.service';

/*
 * The goods list as an XLSX file (issue 25). The console asks `/staff/api/goods/export` with the
 * list's filter and gets a one-time address (a minute, the same staff account); the browser
 * downloads from it, so the file streams to disk. The server reads the goods 500 at a time and
 * writes rows through exceljs's streaming writer as they come, so 50,000 goods never sit in
 * memory. One line per SKU; codes (bar code, ERP code, SKU no.) are text cells, never numbers a
 * spreadsheet would round; money is a number with 2 decimals.
 */

const CHUNK = 500;
const PURPOSE = 'goods';

/** `/staff/api/goods/export`: remembers the filter for a minute; answers where to download. */
export async function prepareGoodsExport(
  kv: KeyValueStore,
  actor: StaffActor,
  body: ConsoleGoodsListBody,
): Promise<GoodsExport> {
  return {
    url: `/staff/download/goods/${await issueDownloadTicket(kv, PURPOSE, actor.staffId, body)}`,
  };
}

/** The filter a download ticket was issued for (`staffDownloadRoute`), or null. */
export function parseGoodsExport(payload: unknown): ConsoleGoodsListBody | null {
  const body = ConsoleGoodsListBodySchema.safeParse(payload);
  return body.success ? body.data : null;
}

type Line = { goods: ConsoleGoodsRow; sku: ConsoleGoodsRow['skus'][number] };

const money = (value: string | null) => (value === null ? null : yuanToFen(value) / 100);

type Column = { key: string; width: number; value: (l: Line) => unknown; money?: boolean };

/** The file's columns (the shop only for a platform account, as in the list). */
function columns(lang: Lang, platform: boolean): Column[] {
  return [
    { key: 'goods_id', width: 10, value: (l: Line) => l.goods.goods_id },
    { key: 'goods_name', width: 30, value: (l: Line) => l.goods.goods_name },
    { key: 'generic_name', width: 24, value: (l: Line) => l.goods.generic_name },
    { key: 'spec', width: 20, value: (l: Line) => l.sku.spec_name || l.sku.sku_name },
    { key: 'sku_no', width: 16, value: (l: Line) => l.sku.sku_no },
    { key: 'bar_code', width: 16, value: (l: Line) => l.goods.bar_code },
    { key: 'erp_code', width: 14, value: (l: Line) => l.goods.goods_erp_spid },
    { key: 'approval_number', width: 20, value: (l: Line) => l.goods.approval_number },
    { key: 'manufacturer', width: 24, value: (l: Line) => l.goods.manufacturer },
    { key: 'category', width: 14, value: (l: Line) => l.goods.category_name },
    { key: 'brand', width: 14, value: (l: Line) => l.goods.brand_name },
    ...(platform ? [{ key: 'shop', width: 18, value: (l: Line) => l.goods.shop_name }] : []),
    { key: 'price', width: 10, value: (l: Line) => money(l.sku.price), money: true },
    { key: 'member_price', width: 10, value: (l: Line) => money(l.sku.member_price), money: true },
    { key: 'stock', width: 8, value: (l: Line) => l.sku.stock },
    { key: 'stock_alarm', width: 8, value: (l: Line) => l.sku.stock_alarm },
    { key: 'expiry_date', width: 12, value: (l: Line) => l.goods.expiry_date ?? '' },
    {
      key: 'state',
      width: 8,
      value: (l: Line) =>
        translate(lang, l.goods.goods_state === 1 ? 'goods_export.on' : 'goods_export.off'),
    },
    { key: 'sale_num', width: 8, value: (l: Line) => l.goods.sale_num },
  ];
}

/** Writes the goods of `body` as an XLSX workbook to `stream`, 500 goods at a time. */
export async function writeGoodsXlsx(
  db: DbExecutor,
  actor: StaffActor,
  body: ConsoleGoodsListBody,
  lang: Lang,
  stream: Writable,
): Promise<void> {
  const book = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useSharedStrings: false });
  const sheet = book.addWorksheet(translate(lang, 'goods_export.sheet'), {
    views: [{ state: 'frozen', ySplit: 1 }],
  });
  const cols = columns(lang, actor.isPlatform);
  sheet.columns = cols.map((c) => ({
    header: translate(lang, `goods_export.${c.key}` as Parameters<typeof translate>[1]),
    key: c.key,
    width: c.width,
    ...(c.money ? { style: { numFmt: '#,##0.00' } } : {}),
  }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  const where = consoleGoodsWhere(actor, body);
  for (let offset = 0; ; offset += CHUNK) {
    const rows = await findConsoleGoodsRows(db, where, body, { offset, limit: CHUNK });
    const skus = await findSkusOf(
      db,
      rows.map((r) => r.goodsId),
    );
    for (const goods of rows.map((r) => toRow(r, skus)))
      for (const sku of goods.skus)
        sheet
          .addRow(Object.fromEntries(cols.map((c) => [c.key, c.value({ goods, sku })])))
          .commit();
    if (rows.length < CHUNK) break;
  }
  sheet.commit();
  await book.commit();
}
