import type { GoodsAddBody, GoodsEditorData } from '@shop/contracts/catalogue';
import { blankSku, skuGrid } from './sku-grid';

/**
 * The editor form's values (issue 25): the wire's goods body, with the sale-control rule always
 * present behind a switch, and how the package insert is given (text in the description or a PDF).
 */
export type SaleControlValues = NonNullable<GoodsAddBody['sale_control']> & {
  enabled: boolean;
};
export type EditorValues = Omit<GoodsAddBody, 'sale_control' | 'copy_of'> & {
  sale_control: SaleControlValues;
  insert_mode: 'text' | 'pdf';
};

const NO_RULE: SaleControlValues = {
  enabled: false,
  rule_name: '',
  allowed_label_ids: [],
  barred_area_ids: [],
  required_scopes: [],
  view_price: true,
  not_buy_msg: '',
};

/**
 * The shop a new goods is for: the staff member's own, or for a platform account the only shop it
 * may write for (an empty shop has just its own, ADR 0023); with several it chooses.
 */
export function newGoodsSiteId(
  staff: { is_platform: number; site_id: number },
  shops: ReadonlyArray<{ site_id: number }>,
): number | undefined {
  if (staff.is_platform !== 1) return staff.site_id;
  return shops.length === 1 ? shops[0]?.site_id : undefined;
}

/** A new goods: one SKU, on the shelf, 13 % tax, delivered as the shop delivers. */
export function emptyValues(siteId: number | undefined): EditorValues {
  return {
    site_id: siteId,
    goods_name: '',
    generic_name: '',
    introduction: '',
    brand_id: null,
    category_id: undefined as unknown as number,
    keywords: '',
    unit: '盒',
    goods_erp_spid: '',
    bar_code: '',
    goods_kind: 'otc',
    is_jc: 0,
    traceability_code: 0,
    business_scope: '',
    attr_specs: '',
    dosage_form: '',
    manufacturer: '',
    approval_number: '',
    attr_place: '',
    attr_country_code: '',
    validity_months: 24,
    piece_qty: 0,
    min_buy: 1,
    num_multiple: 1,
    max_buy: 0,
    max_buy_type: 1,
    tax_rate: 13,
    storage: '',
    spec_format: [],
    skus: [blankSku([])],
    images: [],
    goods_content: '',
    instructions_pdf: '',
    service_ids: [],
    delivery_types: [],
    goods_state: 1,
    sale_control: NO_RULE,
    insert_mode: 'text',
  };
}

/**
 * A loaded goods as form values: for `edit` as it is; for `copy` a new goods with the same facts,
 * without its ids and ERP code (unique in the shop), off the shelf until saved on purpose.
 */
export function valuesOf(data: GoodsEditorData, mode: 'edit' | 'copy'): EditorValues {
  const { goods_id: _id, sale_control, ...rest } = data;
  const copy = mode === 'copy';
  return {
    ...rest,
    goods_erp_spid: copy ? '' : rest.goods_erp_spid,
    goods_state: copy ? 0 : rest.goods_state,
    skus: rest.skus.map(({ sku_id, ...sku }) =>
      copy ? sku : { ...sku, sku_id, loaded_stock: sku.stock },
    ),
    sale_control: sale_control ? { ...sale_control, enabled: true } : NO_RULE,
    insert_mode: rest.instructions_pdf ? 'pdf' : 'text',
  };
}

/** The body a save sends: the rule only when switched on, the PDF only in PDF mode. */
export function bodyOf(values: EditorValues): GoodsAddBody {
  const { sale_control, insert_mode, ...rest } = values;
  const { enabled, ...rule } = sale_control;
  return {
    ...rest,
    skus: skuGrid(rest.spec_format, rest.skus),
    instructions_pdf: insert_mode === 'pdf' ? rest.instructions_pdf : '',
    sale_control: enabled ? rule : null,
  };
}

/** A server's `data.field` ("skus.0.price") as a form name path (['skus', 0, 'price']). */
export const namePathOf = (field: string): (string | number)[] =>
  field.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part));
