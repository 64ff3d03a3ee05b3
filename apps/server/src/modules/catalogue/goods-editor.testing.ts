import type { GoodsEditorInput } from '@shop/contracts/catalogue';
import sharp from 'sharp';
import type { TestApp } from '../../test/test-app';
import { CSRF_HEADER } from '../auth/staff-access';
import type { ConsoleSession } from '../auth/staff-console.testing';
import { upload } from '../auth/testing';

/** Test support for the goods editor (imported by tests only). */

/** A small PNG, as the console's uploader sends one. */
export const pngBytes = (background = '#2a8') =>
  sharp({ create: { width: 900, height: 700, channels: 3, background } })
    .png()
    .toBuffer();

/** A minimal PDF: its header and end-of-file marker. */
export const pdfBytes = () => Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

/** Uploads a file to one of the editor's multipart calls with a console session. */
export const editorUpload = (
  t: TestApp,
  session: ConsoleSession,
  url: string,
  file: { data: Buffer; filename: string; contentType: string },
) =>
  upload<{ path: string }>(t, url, file, {
    headers: { cookie: session.cookie, [CSRF_HEADER]: session.csrf },
  });

/**
 * A goods body of the editor: 阿莫西林胶囊 (a prescription drug) in `categoryId` with two SKUs on
 * one axis (0.25g*24粒 at 12.50, 0.5g*24粒 at 22.00), the first with tiers from 10 (11.00) and 50
 * (10.00), its image `image`; `overrides` replace fields.
 */
export function editorBody(
  input: { categoryId: number; image: string },
  overrides: Partial<GoodsEditorInput> = {},
): GoodsEditorInput {
  return {
    goods_name: '阿莫西林胶囊 编辑器',
    generic_name: '阿莫西林胶囊',
    introduction: '广谱抗生素',
    brand_id: null,
    category_id: input.categoryId,
    keywords: '阿莫西林,抗生素',
    unit: '盒',
    goods_erp_spid: '',
    bar_code: '6901234567890',
    goods_kind: 'rx',
    is_jc: 1,
    traceability_code: 1,
    business_scope: '',
    attr_specs: '0.25g*24粒',
    dosage_form: '胶囊剂',
    manufacturer: '华北制药股份有限公司',
    approval_number: '国药准字H13023964',
    attr_place: '河北石家庄',
    attr_country_code: '86900183000123',
    validity_months: 24,
    piece_qty: 400,
    min_buy: 1,
    num_multiple: 1,
    max_buy: 0,
    max_buy_type: 1,
    tax_rate: 13,
    storage: '密封，在干燥处保存',
    spec_format: [{ name: '规格', values: ['0.25g*24粒', '0.5g*24粒'] }],
    skus: [
      {
        spec_values: ['0.25g*24粒'],
        sku_no: 'AMX-025',
        price: '12.50',
        market_price: '15.00',
        cost_price: '8.00',
        member_price: '12.00',
        label_prices: [],
        level_prices: [],
        wholesale_tiers: [
          { num: 10, price: '11.00' },
          { num: 50, price: '10.00' },
        ],
        stock: 500,
        stock_alarm: 20,
      },
      {
        spec_values: ['0.5g*24粒'],
        sku_no: 'AMX-050',
        price: '22.00',
        market_price: '',
        cost_price: '',
        member_price: '',
        label_prices: [],
        level_prices: [],
        wholesale_tiers: [],
        stock: 80,
        stock_alarm: 0,
      },
    ],
    images: [input.image],
    goods_content: '<p><strong>【适应症】</strong>敏感菌所致的感染。</p>',
    instructions_pdf: '',
    service_ids: [],
    delivery_types: ['express', 'store'],
    goods_state: 1,
    sale_control: null,
    ...overrides,
  };
}
