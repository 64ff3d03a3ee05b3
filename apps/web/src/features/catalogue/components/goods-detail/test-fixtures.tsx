import type { GoodsSkuDetail } from '@shop/contracts/catalogue';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation, useNavigationType } from 'react-router';
import '@/lib/i18n';

/** A goods detail as the server sends it to a member allowed to see the price. */
export function memberDetail(over: Partial<GoodsSkuDetail> = {}): GoodsSkuDetail {
  return {
    sku_id: 5,
    goods_id: 3,
    site_id: 2,
    shop_name: '江南医药批发',
    shop_logo: '',
    sku_name: '归脾丸 9g*10袋',
    spec_name: '9g*10袋/盒',
    goods_name: '归脾丸 9g*10袋',
    generic_name: '归脾丸',
    introduction: '用于气血两虚',
    sku_image: '/a.png',
    sku_images: ['/a.png'],
    goods_image: '/a.png',
    unit: '盒',
    min_buy: 1,
    num_multiple: 1,
    max_buy: 0,
    stock: 19,
    sale_num: 6817,
    click_num: 10,
    evaluate_num: 9,
    category_id: 96,
    category_path: [],
    brand: null,
    goods_label: null,
    goods_service: [],
    goods_kind: 'otc',
    storage: '密封',
    piece_qty: 0,
    instructions_pdf: '',
    delivery_types: ['express'],
    attr: {
      attr_specs: '9g*10袋',
      attr_place: '江西南昌',
      attr_validity: '36个月',
      attr_production_date: '2026-04-10',
      attr_factory: '仁泽药业有限公司',
      attr_goods_attr: '',
    },
    manufacturer: '仁泽药业有限公司',
    approval_number: '国药准字Z20096623',
    dosage_form: '丸剂',
    validity_days: 1080,
    nearest_expiry: null,
    near_expiry: null,
    stock_name: '',
    goods_erp_spid: 'SP0012003',
    bar_code: '6912055008358',
    tax_rate: 13,
    is_medicinal: 1,
    is_chinese_medicine: 1,
    goods_content: '',
    sku_list: [
      { sku_id: 5, sku_name: '归脾丸 9g*10袋', spec_name: '9g*10袋/盒', sku_image: '', stock: 19 },
      { sku_id: 6, sku_name: '归脾丸 9g*12袋', spec_name: '9g*12袋/盒', sku_image: '', stock: 0 },
    ],
    sale_control: { is_member_by: true, view_price: true, not_buy_msg: '' },
    price: '10.90',
    market_price: '14.00',
    promotion_labels: [],
    promotion_info: null,
    ...over,
  };
}

/** The same goods as a visitor receives it: no price keys, no tags, no sale control. */
export function visitorDetail(over: Partial<GoodsSkuDetail> = {}): GoodsSkuDetail {
  const {
    price: _p,
    market_price: _m,
    sale_control: _s,
    promotion_labels: _l,
    promotion_info: _i,
    ...rest
  } = memberDetail();
  return { ...rest, ...over };
}

function Where() {
  const location = useLocation();
  const type = useNavigationType();
  return <output aria-label="where">{`${type} ${location.pathname}${location.search}`}</output>;
}

/** Renders inside a router at /sku-5 with a query client; "where" shows the navigation. */
export function renderAtSku(ui: ReactNode, path = '/sku-5') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, enabled: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        {ui}
        <Routes>
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}
