import {
  FIRST_PAGE_DATA_ID,
  type FirstPageCall,
  type FirstPageData,
  FRAME_CALLS,
  firstPageCallKey,
  HOME_CALLS,
  MEMBER_FRAME_CALLS,
} from '@shop/contracts/site';
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { memberInfoQueryOptions } from '@/features/auth/api/get-member-info';
import { cartCountQueryOptions } from '@/features/cart/api/get-cart-count';
import { categoryConfigQueryOptions } from '@/features/catalogue/api/get-category-config';
import { categoryTreeQueryOptions } from '@/features/catalogue/api/get-category-tree';
import { defaultSearchWordsQueryOptions } from '@/features/catalogue/api/get-default-search-words';
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
import { currentApiLang } from '@/lib/i18n';
import { hasSession } from '@/lib/session';

/** Each first-page call with the query that holds its answer. */
const seededQueries = (): [QueryKey, FirstPageCall][] => [
  [siteInfoQueryOptions().queryKey, FRAME_CALLS.siteInfo],
  [siteStatusQueryOptions().queryKey, FRAME_CALLS.siteStatus],
  [addonFlagsQueryOptions().queryKey, FRAME_CALLS.addonFlags],
  [servicerConfigQueryOptions().queryKey, FRAME_CALLS.servicerConfig],
  [defaultImagesQueryOptions().queryKey, FRAME_CALLS.defaultImages],
  [categoryConfigQueryOptions().queryKey, FRAME_CALLS.categoryConfig],
  [categoryTreeQueryOptions().queryKey, FRAME_CALLS.categoryTree],
  [navListQueryOptions().queryKey, FRAME_CALLS.navList],
  [
    advDetailQueryOptions(String(FRAME_CALLS.topBanner.body.keyword)).queryKey,
    FRAME_CALLS.topBanner,
  ],
  [hotSearchWordsQueryOptions().queryKey, FRAME_CALLS.hotSearchWords],
  [defaultSearchWordsQueryOptions().queryKey, FRAME_CALLS.defaultSearchWords],
  [floatLayerQueryOptions().queryKey, FRAME_CALLS.floatLayer],
  [wapQrcodeQueryOptions().queryKey, FRAME_CALLS.wapQrcode],
  [weappQrcodeQueryOptions().queryKey, FRAME_CALLS.weappQrcode],
  [goodsServicesQueryOptions().queryKey, FRAME_CALLS.goodsServices],
  [helpClassesQueryOptions().queryKey, FRAME_CALLS.helpClasses],
  [footerListQueryOptions().queryKey, FRAME_CALLS.footerList],
  [moreConfigQueryOptions().queryKey, FRAME_CALLS.moreConfig],
  [friendlyLinksQueryOptions().queryKey, FRAME_CALLS.friendlyLinks],
  [copyrightQueryOptions().queryKey, FRAME_CALLS.copyright],
  [memberInfoQueryOptions().queryKey, MEMBER_FRAME_CALLS.memberInfo],
  [cartCountQueryOptions().queryKey, MEMBER_FRAME_CALLS.cartCount],
  [
    advDetailQueryOptions(String(HOME_CALLS.indexCarousel.body.keyword)).queryKey,
    HOME_CALLS.indexCarousel,
  ],
  [floorsQueryOptions(hasSession()).queryKey, HOME_CALLS.floors],
];

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
  for (const [queryKey, call] of seededQueries()) {
    const answer = data.answers[firstPageCallKey(call)];
    if (answer === undefined) continue;
    const parsed = call.endpoint.data.safeParse(answer);
    if (parsed.success) client.setQueryData(queryKey, parsed.data);
  }
}
