import type { z } from 'zod';
import { cartCountEndpoint } from '../cart/cart.endpoints';
import {
  categoryTreeEndpoint,
  defaultSearchWordsEndpoint,
  goodsSkuDetailEndpoint,
  hotSearchWordsEndpoint,
} from '../catalogue/catalogue.endpoints';
import { skuIdOfSlug } from '../catalogue/goods-path';
import { helpClassesEndpoint } from '../cms/cms.endpoints';
import type { Endpoint } from '../common';
import { CATEGORY_TREE_LEVEL, CATEGORY_TREE_TEMPLATE } from '../constants';
import { memberInfoEndpoint } from '../member/member.endpoints';
import { ADV_KEYWORDS } from './adv.schema';
import {
  addonFlagsEndpoint,
  advDetailEndpoint,
  categoryConfigEndpoint,
  copyrightEndpoint,
  defaultImagesEndpoint,
  floatLayerEndpoint,
  floorsEndpoint,
  footerListEndpoint,
  friendlyLinksEndpoint,
  goodsServicesEndpoint,
  moreConfigEndpoint,
  navListEndpoint,
  servicerConfigEndpoint,
  siteInfoEndpoint,
  siteStatusEndpoint,
  wapQrcodeEndpoint,
  weappQrcodeEndpoint,
} from './site.endpoints';

// The first page's data (issue 14, ADR 0012): the server answers the spec calls the mall frame
// needs while it serves the page and writes their answers into the HTML; the web app starts from
// them instead of asking again. The calls themselves keep answering as they do.

/** One spec call with the body the storefront sends (client fields aside). */
export type FirstPageCall<Data extends z.ZodType = z.ZodType> = {
  endpoint: Endpoint<z.ZodType, Data>;
  body: Record<string, string | number>;
};

const call = <Data extends z.ZodType>(
  endpoint: Endpoint<z.ZodType, Data>,
  body: Record<string, string | number> = {},
): FirstPageCall<Data> => ({ endpoint, body });

/** What every page of the mall frame shows: header, navigation, menu, footer, side toolbar. */
export const FRAME_CALLS = {
  siteInfo: call(siteInfoEndpoint),
  siteStatus: call(siteStatusEndpoint),
  addonFlags: call(addonFlagsEndpoint),
  servicerConfig: call(servicerConfigEndpoint),
  defaultImages: call(defaultImagesEndpoint),
  categoryConfig: call(categoryConfigEndpoint),
  categoryTree: call(categoryTreeEndpoint, {
    level: CATEGORY_TREE_LEVEL,
    template: CATEGORY_TREE_TEMPLATE,
  }),
  navList: call(navListEndpoint),
  topBanner: call(advDetailEndpoint, { keyword: ADV_KEYWORDS.topBanner }),
  hotSearchWords: call(hotSearchWordsEndpoint),
  defaultSearchWords: call(defaultSearchWordsEndpoint),
  floatLayer: call(floatLayerEndpoint),
  wapQrcode: call(wapQrcodeEndpoint),
  weappQrcode: call(weappQrcodeEndpoint),
  goodsServices: call(goodsServicesEndpoint),
  helpClasses: call(helpClassesEndpoint),
  footerList: call(footerListEndpoint),
  moreConfig: call(moreConfigEndpoint),
  friendlyLinks: call(friendlyLinksEndpoint),
  copyright: call(copyrightEndpoint),
};

/** The logged-in viewer's summary in the header. */
export const MEMBER_FRAME_CALLS = {
  memberInfo: call(memberInfoEndpoint),
  cartCount: call(cartCountEndpoint),
};

/** The home page's own content: carousel and floors (priced for the viewer). */
export const HOME_CALLS = {
  indexCarousel: call(advDetailEndpoint, { keyword: ADV_KEYWORDS.indexCarousel }),
  floors: call(floorsEndpoint),
};

const HOME_PATHS = new Set(['/', '/index']);

/** The goods page's own content: its SKU's detail (priced for the viewer). */
export const goodsPageCall = (skuId: number) => call(goodsSkuDetailEndpoint, { sku_id: skuId });

/** Paths without the mall frame: they get no first-page data. */
const FRAMELESS = /^\/(workbench|closed)(\/|$)/;

/** The calls whose answers the page at `pathname` starts from. */
export function firstPageCalls(pathname: string, member: boolean): FirstPageCall[] {
  if (FRAMELESS.test(pathname)) return [];
  const skuId = skuIdOfSlug(pathname.slice(1));
  return [
    ...Object.values(FRAME_CALLS),
    ...(member ? Object.values(MEMBER_FRAME_CALLS) : []),
    ...(HOME_PATHS.has(pathname) ? Object.values(HOME_CALLS) : []),
    ...(skuId === undefined ? [] : [goodsPageCall(skuId)]),
  ];
}

/** The key of a call's answer in the first page's data: path and body, keys sorted. */
export const firstPageCallKey = ({ endpoint, body }: FirstPageCall): string =>
  `${endpoint.path} ${JSON.stringify(Object.fromEntries(Object.entries(body).sort()))}`;

/** The id of the `<script type="application/json">` element that carries the data. */
export const FIRST_PAGE_DATA_ID = 'first-page-data';

/** The data the server writes into the first HTML. */
export type FirstPageData = {
  /** The language the answers are in (the spec's codes). */
  lang: 'zh-cn' | 'en-us';
  /** Each call's `data`, by `firstPageCallKey`; a call that failed is left out. */
  answers: Record<string, unknown>;
};
