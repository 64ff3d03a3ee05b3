import { ApiCode } from '@shop/contracts/common';
import { LANG_COOKIE, TOKEN_COOKIE } from '@shop/contracts/constants';
import { type GoodsSkuDetailData, skuIdOfSlug } from '@shop/contracts/catalogue';
import {
  type AdvDetail,
  FIRST_PAGE_DATA_ID,
  type FirstPageData,
  firstPageCallKey,
  firstPageCalls,
  goodsPageCall,
  HOME_CALLS,
} from '@shop/contracts/site';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { escapeHtml } from '../lib/escape-html';

/**
 * The answers of the spec calls the page at the request's path starts from (issue 14, ADR 0012),
 * asked of this server's own routes with the viewer's cookies and language, so they are exactly
 * what the web app would have been answered. A call that fails is left out: the app asks it itself.
 */
export async function firstPageData(
  app: FastifyInstance,
  request: FastifyRequest,
): Promise<FirstPageData> {
  const lang = request.cookies[LANG_COOKIE] === 'en-US' ? 'en-us' : 'zh-cn';
  const calls = firstPageCalls(pathOf(request), Boolean(request.cookies[TOKEN_COOKIE]));
  const answers = await Promise.all(
    calls.map(async (call) => {
      const response = await app.inject({
        method: 'POST',
        url: call.endpoint.path,
        headers: {
          'content-type': 'application/json',
          ...(request.headers.cookie ? { cookie: request.headers.cookie } : {}),
        },
        payload: { app_type: 'pc', app_type_name: 'PC', lang, ...call.body },
      });
      const envelope = response.json<{ code?: unknown; data?: unknown }>();
      // As the web app reads an answer: a negative code is a refusal.
      return typeof envelope.code === 'number' && envelope.code >= ApiCode.SUCCESS
        ? ([firstPageCallKey(call), envelope.data] as const)
        : undefined;
    }),
  );
  return {
    lang,
    answers: Object.fromEntries(answers.filter((answer) => answer !== undefined)),
  };
}

/**
 * The data as an inert `<script type="application/json">` element (the CSP allows no inline
 * code, and this is none): `<` is escaped so no text in it can close the element.
 */
export const firstPageDataElement = (data: FirstPageData): string =>
  `<script type="application/json" id="${FIRST_PAGE_DATA_ID}">${JSON.stringify(data).replace(
    /</g,
    '\\u003c',
  )}</script>`;

/**
 * A preload of the page's largest image (the home carousel's first advert, a goods page's main
 * image): the browser fetches it with the page instead of after the app's code has run.
 */
export function firstPagePreloads(pathname: string, data: FirstPageData): string {
  const image = largestImage(pathname, data);
  return image
    ? `<link rel="preload" as="image" fetchpriority="high" href="${escapeHtml(image)}">`
    : '';
}

function largestImage(pathname: string, data: FirstPageData): string | undefined {
  const skuId = skuIdOfSlug(pathname.slice(1));
  if (skuId !== undefined) {
    const detail = data.answers[firstPageCallKey(goodsPageCall(skuId))] as
      GoodsSkuDetailData | undefined;
    const goods = detail?.goods_sku_detail;
    return goods ? goods.sku_images[0] || goods.sku_image || goods.goods_image : undefined;
  }
  const carousel = data.answers[firstPageCallKey(HOME_CALLS.indexCarousel)] as
    AdvDetail | undefined;
  return carousel?.adv_list[0]?.adv_image;
}

/** The request's path without its query. */
export const pathOf = (request: FastifyRequest): string => request.url.split('?')[0] ?? '/';
