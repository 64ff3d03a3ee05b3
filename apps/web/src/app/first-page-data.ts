import { skuIdOfSlug } from '@shop/contracts/catalogue';
import {
  FIRST_PAGE_DATA_ID,
  type FirstPageCall,
  type FirstPageData,
  FRAME_CALLS,
  firstPageCallKey,
  goodsPageCall,
  HOME_CALLS,
  MEMBER_FRAME_CALLS,
} from '@shop/contracts/site';
import { currentApiLang } from '@shop/web-kit/i18n';
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { memberInfoQueryOptions } from '@/features/auth/api/get-member-info';
import { cartCountQueryOptions } from '@/features/cart/api/get-cart-count';
import { categoryConfigQueryOptions } from '@/features/catalogue/api/get-category-config';
import { categoryTreeQueryOptions } from '@/features/catalogue/api/get-category-tree';
import { defaultSearchWordsQueryOptions } from '@/features/catalogue/api/get-default-search-words';
import { goodsSkuDetailQueryOptions } from '@/features/catalogue/api/get-goods-sku-detail';
import { hotSearchWordsQueryOptions } from '@/features/catalogue/api/get-hot-search-words';
import { helpClassesQueryOptions } from '@/features/cms/api/get-help-classes';
import { addonFlagsQueryOptions } from '@/features/site/api/get-addon-flags';
import { advDetailQueryOptions } from '@/features/site/api/get-adv-detail';
import { copyrightQueryOptions } from '@/features/site/api/get-copyright';
import { floatLayerQueryOptions } from '@/features/site/api/get-float-layer';
import { floorsQueryOptions } from '@/features/site/api/get-floors';
import { footerListQueryOptions } from '@/features/site/api/get-footer-list';
import { friendlyLinksQueryOptions } from '@/features/site/api/get-friendly-links';
import { goodsServicesQueryOptions } from '@/features/site/api/get-goods-services';
import { moreConfigQueryOptions } from '@/features/site/api/get-more-config';
import { navListQueryOptions } from '@/features/site/api/get-nav-list';
import { servicerConfigQueryOptions } from '@/features/site/api/get-servicer-config';
import { siteInfoQueryOptions } from '@/features/site/api/get-site-info';
import { siteStatusQueryOptions } from '@/features/site/api/get-site-status';
import { wapQrcodeQueryOptions } from '@/features/site/api/get-wap-qrcode';
import { weappQrcodeQueryOptions } from '@/features/site/api/get-weapp-qrcode';
import { defaultImagesQueryOptions } from '@/lib/default-images';
import { hasSession } from '@/lib/session';

/** A first-page call, the query that holds its answer, and what of the answer the query keeps. */
type SeededQuery = { queryKey: QueryKey; call: FirstPageCall; select?: (answer: never) => unknown };

const seeded = (queryKey: QueryKey, call: FirstPageCall): SeededQuery => ({ queryKey, call });

/** Each first-page call (contracts `firstPageCalls`) with the query that holds its answer. */
function seededQueries(): SeededQuery[] {
  const member = hasSession();
  const skuId = skuIdOfSlug(window.location.pathname.slice(1));
  return [
    seeded(siteInfoQueryOptions().queryKey, FRAME_CALLS.siteInfo),
    seeded(siteStatusQueryOptions().queryKey, FRAME_CALLS.siteStatus),
    seeded(addonFlagsQueryOptions().queryKey, FRAME_CALLS.addonFlags),
    seeded(servicerConfigQueryOptions().queryKey, FRAME_CALLS.servicerConfig),
    seeded(defaultImagesQueryOptions().queryKey, FRAME_CALLS.defaultImages),
    seeded(categoryConfigQueryOptions().queryKey, FRAME_CALLS.categoryConfig),
    seeded(categoryTreeQueryOptions().queryKey, FRAME_CALLS.categoryTree),
    seeded(navListQueryOptions().queryKey, FRAME_CALLS.navList),
    seeded(
      advDetailQueryOptions(String(FRAME_CALLS.topBanner.body.keyword)).queryKey,
      FRAME_CALLS.topBanner,
    ),
    seeded(hotSearchWordsQueryOptions().queryKey, FRAME_CALLS.hotSearchWords),
    seeded(defaultSearchWordsQueryOptions().queryKey, FRAME_CALLS.defaultSearchWords),
    seeded(floatLayerQueryOptions().queryKey, FRAME_CALLS.floatLayer),
    seeded(wapQrcodeQueryOptions().queryKey, FRAME_CALLS.wapQrcode),
    seeded(weappQrcodeQueryOptions().queryKey, FRAME_CALLS.weappQrcode),
    seeded(goodsServicesQueryOptions().queryKey, FRAME_CALLS.goodsServices),
    seeded(helpClassesQueryOptions().queryKey, FRAME_CALLS.helpClasses),
    seeded(footerListQueryOptions().queryKey, FRAME_CALLS.footerList),
    seeded(moreConfigQueryOptions().queryKey, FRAME_CALLS.moreConfig),
    seeded(friendlyLinksQueryOptions().queryKey, FRAME_CALLS.friendlyLinks),
    seeded(copyrightQueryOptions().queryKey, FRAME_CALLS.copyright),
    seeded(memberInfoQueryOptions().queryKey, MEMBER_FRAME_CALLS.memberInfo),
    seeded(cartCountQueryOptions().queryKey, MEMBER_FRAME_CALLS.cartCount),
    seeded(
      advDetailQueryOptions(String(HOME_CALLS.indexCarousel.body.keyword)).queryKey,
      HOME_CALLS.indexCarousel,
    ),
    seeded(floorsQueryOptions(member).queryKey, HOME_CALLS.floors),
    ...(skuId === undefined
      ? []
      : [
          {
            queryKey: goodsSkuDetailQueryOptions(skuId, member).queryKey,
            call: goodsPageCall(skuId),
            // The query keeps the detail itself, as `getGoodsSkuDetail` does.
            select: (answer: { goods_sku_detail: unknown }) => answer.goods_sku_detail,
          },
        ]),
  ];
}

/** The data the server wrote into the page (ADR 0012); none when the page came without it. */
function readFirstPageData(): FirstPageData | undefined {
  const text = document.getElementById(FIRST_PAGE_DATA_ID)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as FirstPageData;
  } catch {
    return undefined;
  }
}

/**
 * Starts the queries of the page's first calls from the answers the server wrote into the page,
 * so the mall's frame paints with its data on the first render (issue 14). An answer is checked
 * by its call's schema as a fetched one is; one in another language than the page's is not used.
 */
export function seedFirstPageQueries(client: QueryClient): void {
  const data = readFirstPageData();
  if (!data || data.lang !== currentApiLang()) return;
  for (const { queryKey, call, select } of seededQueries()) {
    const answer = data.answers[firstPageCallKey(call)];
    if (answer === undefined) continue;
    const parsed = call.endpoint.data.safeParse(answer);
    if (parsed.success)
      client.setQueryData(queryKey, select ? select(parsed.data as never) : parsed.data);
  }
}
