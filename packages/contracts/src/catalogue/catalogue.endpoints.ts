import { defineEndpoint, EmptyBodySchema } from '../common';
import { BrandCenterBodySchema, BrandCenterPageSchema } from './brand.schema';
import { CategoryTreeBodySchema, CategoryTreeSchema } from './category.schema';
import {
  GoodsBrowseAddBodySchema,
  GoodsBrowseAddResultSchema,
  GoodsBrowseDeleteBodySchema,
  GoodsBrowseDeleteResultSchema,
  GoodsBrowsePageBodySchema,
  GoodsBrowsePageSchema,
} from './goods-browse.schema';
import {
  GoodsCollectAddBodySchema,
  GoodsCollectAddResultSchema,
  GoodsCollectCheckBodySchema,
  GoodsCollectCheckResultSchema,
  GoodsCollectDeleteBodySchema,
  GoodsCollectDeleteResultSchema,
  GoodsCollectPageBodySchema,
  GoodsCollectPageSchema,
} from './goods-collect.schema';
import {
  GoodsAftersaleSchema,
  GoodsClicksSchema,
  GoodsModifyClicksBodySchema,
  GoodsQrcodeSchema,
  GoodsRecommendBodySchema,
  GoodsSkuDetailDataSchema,
  GoodsSkuIdBodySchema,
  GoodsSkuInfoSchema,
} from './goods-detail.schema';
import {
  GoodsEvaluateConfigSchema,
  GoodsEvaluatePageBodySchema,
  GoodsEvaluatePageSchema,
} from './goods-evaluate.schema';
import { GoodsFacetsBodySchema, GoodsFacetsSchema } from './goods-facets.schema';
import {
  GoodsCardPageSchema,
  GoodsSkuPageBodySchema,
  GoodsSuggestBodySchema,
  GoodsSuggestionListSchema,
} from './goods-list.schema';
import {
  OutOfStockAddBodySchema,
  OutOfStockAddResultSchema,
  OutOfStockPageBodySchema,
  OutOfStockPageSchema,
} from './out-of-stock.schema';
import { SaleControlGoodsPageSchema, SaleControlListBodySchema } from './sale-control-list.schema';
import { DefaultSearchWordsSchema, HotSearchWordsSchema } from './search-words.schema';
import { ShopPageBodySchema, ShopPageSchema } from './shop.schema';

export const categoryTreeEndpoint = defineEndpoint({
  path: '/api/goodscategory/tree',
  body: CategoryTreeBodySchema,
  data: CategoryTreeSchema,
});

export const hotSearchWordsEndpoint = defineEndpoint({
  path: '/api/goods/hotSearchWords',
  body: EmptyBodySchema,
  data: HotSearchWordsSchema,
});

export const defaultSearchWordsEndpoint = defineEndpoint({
  path: '/api/goods/defaultSearchWords',
  body: EmptyBodySchema,
  data: DefaultSearchWordsSchema,
});

export const goodsSkuPageEndpoint = defineEndpoint({
  path: '/api/goodssku/page',
  body: GoodsSkuPageBodySchema,
  data: GoodsCardPageSchema,
});

export const goodsSuggestEndpoint = defineEndpoint({
  path: '/api/goodssku/searchGoodsByKeyWord',
  body: GoodsSuggestBodySchema,
  data: GoodsSuggestionListSchema,
});

export const goodsFacetsEndpoint = defineEndpoint({
  path: '/api/goodssku/facets',
  body: GoodsFacetsBodySchema,
  data: GoodsFacetsSchema,
});

export const goodsSkuDetailEndpoint = defineEndpoint({
  path: '/api/goodssku/detail',
  body: GoodsSkuIdBodySchema,
  data: GoodsSkuDetailDataSchema,
});

export const goodsSkuInfoEndpoint = defineEndpoint({
  path: '/api/goodssku/info',
  body: GoodsSkuIdBodySchema,
  data: GoodsSkuInfoSchema,
});

export const goodsQrcodeEndpoint = defineEndpoint({
  path: '/api/goodssku/goodsqrcode',
  body: GoodsSkuIdBodySchema,
  data: GoodsQrcodeSchema,
});

export const goodsRecommendEndpoint = defineEndpoint({
  path: '/api/goodssku/recommend',
  body: GoodsRecommendBodySchema,
  data: GoodsCardPageSchema,
});

export const goodsAftersaleEndpoint = defineEndpoint({
  path: '/api/goods/aftersale',
  body: EmptyBodySchema,
  data: GoodsAftersaleSchema,
});

export const goodsModifyClicksEndpoint = defineEndpoint({
  path: '/api/goods/modifyclicks',
  body: GoodsModifyClicksBodySchema,
  data: GoodsClicksSchema,
});

export const goodsEvaluateConfigEndpoint = defineEndpoint({
  path: '/api/goodsevaluate/config',
  body: EmptyBodySchema,
  data: GoodsEvaluateConfigSchema,
});

export const goodsEvaluatePageEndpoint = defineEndpoint({
  path: '/api/goodsevaluate/page',
  body: GoodsEvaluatePageBodySchema,
  data: GoodsEvaluatePageSchema,
});

export const goodsBrowseAddEndpoint = defineEndpoint({
  path: '/api/goodsbrowse/add',
  body: GoodsBrowseAddBodySchema,
  data: GoodsBrowseAddResultSchema,
});

export const goodsBrowsePageEndpoint = defineEndpoint({
  path: '/api/goodsbrowse/page',
  body: GoodsBrowsePageBodySchema,
  data: GoodsBrowsePageSchema,
});

export const goodsBrowseDeleteEndpoint = defineEndpoint({
  path: '/api/goodsbrowse/delete',
  body: GoodsBrowseDeleteBodySchema,
  data: GoodsBrowseDeleteResultSchema,
});

export const goodsCollectAddEndpoint = defineEndpoint({
  path: '/api/goodscollect/add',
  body: GoodsCollectAddBodySchema,
  data: GoodsCollectAddResultSchema,
});

export const goodsCollectDeleteEndpoint = defineEndpoint({
  path: '/api/goodscollect/delete',
  body: GoodsCollectDeleteBodySchema,
  data: GoodsCollectDeleteResultSchema,
});

export const goodsCollectCheckEndpoint = defineEndpoint({
  path: '/api/goodscollect/iscollect',
  body: GoodsCollectCheckBodySchema,
  data: GoodsCollectCheckResultSchema,
});

export const goodsCollectPageEndpoint = defineEndpoint({
  path: '/api/goodscollect/page',
  body: GoodsCollectPageBodySchema,
  data: GoodsCollectPageSchema,
});

export const outOfStockAddEndpoint = defineEndpoint({
  path: '/api/outofstock/add',
  body: OutOfStockAddBodySchema,
  data: OutOfStockAddResultSchema,
});

export const outOfStockPageEndpoint = defineEndpoint({
  path: '/api/outofstock/page',
  body: OutOfStockPageBodySchema,
  data: OutOfStockPageSchema,
});

export const brandCenterEndpoint = defineEndpoint({
  path: '/api/goodsbrand/centerPage',
  body: BrandCenterBodySchema,
  data: BrandCenterPageSchema,
});

export const shopPageEndpoint = defineEndpoint({
  path: '/api/shop/page',
  body: ShopPageBodySchema,
  data: ShopPageSchema,
});

export const saleControlListEndpoint = defineEndpoint({
  path: '/salecontrol/api/salecontrol/saleControlList',
  body: SaleControlListBodySchema,
  data: SaleControlGoodsPageSchema,
});
