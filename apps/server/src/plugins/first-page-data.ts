import { ApiCode } from '@shop/contracts/common';
import { LANG_COOKIE, TOKEN_COOKIE } from '@shop/contracts/constants';
import { type GoodsSkuDetailData, skuIdOfSlug } from '@shop/contracts/catalogue';
import {
  type AdvDetail,
  FIRST_PAGE_DATA_ID,
  FRAME_CALLS,
  type FirstPageCall,
  type FirstPageData,
  firstPageCallKey,
  firstPageCalls,
  goodsPageCall,
  HOME_CALLS,
  isVisitorOnlyLink,
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
  const calls = firstPageCalls(pathOf(request), isMemberPage(request));
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
 * Preloads of the page's largest images: the top banner's first advert the viewer sees (the
 * largest paint of most pages), the home carousel's first advert, a goods page's main image. The
 * browser fetches them with the page instead of after the app's code has run.
 */
export function firstPagePreloads(pathname: string, data: FirstPageData, member: boolean): string {
  return largestImages(pathname, data, member)
    .map(
      (image) => `<link rel="preload" as="image" fetchpriority="high" href="${escapeHtml(image)}">`,
    )
    .join('');
}

function largestImages(pathname: string, data: FirstPageData, member: boolean): string[] {
  const answer = <T>(call: FirstPageCall) => data.answers[firstPageCallKey(call)] as T | undefined;
  // As the banner shows them: a member does not see adverts aimed at visitors.
  const banner = answer<AdvDetail>(FRAME_CALLS.topBanner)?.adv_list.find(
    (adv) => !member || !isVisitorOnlyLink(adv.adv_url.url),
  );
  const skuId = skuIdOfSlug(pathname.slice(1));
  const goods =
    skuId === undefined
      ? undefined
      : answer<GoodsSkuDetailData>(goodsPageCall(skuId))?.goods_sku_detail;
  const carousel = answer<AdvDetail>(HOME_CALLS.indexCarousel)?.adv_list[0];
  return [
    banner?.adv_image,
    goods ? goods.sku_images[0] || goods.sku_image || goods.goods_image : undefined,
    carousel?.adv_image,
  ].filter((image): image is string => Boolean(image));
}

/** Whether the page is asked for with a member's session (its calls check it). */
export const isMemberPage = (request: FastifyRequest): boolean =>
  Boolean(request.cookies[TOKEN_COOKIE]);

/** The request's path without its query. */
export const pathOf = (request: FastifyRequest): string => request.url.split('?')[0] ?? '/';
