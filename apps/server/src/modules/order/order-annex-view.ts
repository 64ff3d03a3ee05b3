import type {
  AnnexDocType,
  AnnexDocument,
  OrderGoodsAnnex,
  OrderPackage,
} from '@shop/contracts/order';
import { AnnexDocTypeSchema } from '@shop/contracts/order';
import { translate, type Lang } from '../../lib/i18n/translate';
import type { AnnexRow } from './order-annex.repository';
import type { OrderGoodsRow } from './order.repository';

/** Where batch documents are kept under the documents root (issue 17). */
export const ANNEX_KIND = 'annex';

/** The address a document is downloaded from (its route checks who asks). */
export const annexUrl = (annexId: number) => `/upload/annex/${annexId}`;

const DOC_TYPE_NAMES = {
  drug_test: 'order.annex_drug_test',
  factory_inspection: 'order.annex_factory_inspection',
} as const;

/** 药检报告 / 出厂检验报告 in `lang`. */
export const docTypeName = (lang: Lang, type: AnnexDocType) =>
  translate(lang, DOC_TYPE_NAMES[type]);

export function toAnnexDocument(row: AnnexRow, lang: Lang): AnnexDocument {
  const docType = AnnexDocTypeSchema.parse(row.docType);
  return {
    annex_id: row.annexId,
    doc_type: docType,
    doc_type_name: docTypeName(lang, docType),
    file_name: row.fileName,
    url: annexUrl(row.annexId),
    create_time: row.createdAt.getTime(),
  };
}

/**
 * The order's lines, each with the batches shipped of it: every package line of it, in the
 * order the packages left (`package_index` counts the order's packages from 1).
 */
export function linesWithBatches(
  lines: readonly OrderGoodsRow[],
  packages: readonly OrderPackage[],
): OrderGoodsAnnex[] {
  return lines.map((line) => ({
    order_goods_id: line.orderGoodsId,
    sku_name: line.skuName,
    sku_image: line.skuImage,
    spec_name: line.specName,
    unit: line.unit,
    num: line.num,
    batches: packages.flatMap((pkg, i) =>
      pkg.goods
        .filter((g) => g.order_goods_id === line.orderGoodsId)
        .map((g) => ({
          package_goods_id: g.package_goods_id,
          package_id: pkg.package_id,
          package_index: i + 1,
          batch_no: g.batch_no,
          expiry_date: g.expiry_date,
          num: g.num,
          documents: g.documents,
        })),
    ),
  }));
}
