/**
 * The catalogue module's front door (floor 4, see modules/README.md): categories, brands, shops,
 * goods (list, search, detail, cards, evaluations, favourites, footprint) and sale-control lists.
 * Prices on its pages come from the pricing floor below.
 */
import { modulePlugin } from '../module-plugin';
import { brandRoutes } from './brand.routes';
import { searchWordsConsoleRoutes } from './search-words-console.routes';
import { catalogueConsoleRoutes } from './catalogue-console.routes';
import { catalogueEventsPlugin } from './catalogue-events.plugin';
import { catalogueRoutes } from './catalogue.routes';
import { goodsBrowseRoutes } from './goods-browse.routes';
import { goodsCollectRoutes } from './goods-collect.routes';
import { goodsConsoleRoutes } from './goods-console.routes';
import { goodsDetailRoutes } from './goods-detail.routes';
import { goodsEditorRoutes } from './goods-editor.routes';
import { goodsEvaluateRoutes } from './goods-evaluate.routes';
import { goodsListRoutes } from './goods-list.routes';
import { nearExpiryZoneRoutes } from './near-expiry-zone.routes';
import { outOfStockRoutes } from './out-of-stock.routes';
import { pickupStoreRoutes } from './pickup-store.routes';
import { saleControlRoutes } from './sale-control.routes';
import { shopDocumentRoutes } from './shop-document.routes';
import { shopRoutes } from './shop.routes';

export const catalogueModule = modulePlugin([
  catalogueEventsPlugin,
  catalogueRoutes,
  goodsListRoutes,
  goodsDetailRoutes,
  goodsEvaluateRoutes,
  goodsCollectRoutes,
  goodsBrowseRoutes,
  brandRoutes,
  shopRoutes,
  shopDocumentRoutes,
  saleControlRoutes,
  outOfStockRoutes,
  goodsConsoleRoutes,
  goodsEditorRoutes,
  catalogueConsoleRoutes,
  searchWordsConsoleRoutes,
  pickupStoreRoutes,
  nearExpiryZoneRoutes,
]);

export { catalogueChanged, type CatalogueChange } from './catalogue-changed';
export { PLATFORM_SITE, writesForMall } from './catalogue-writer';
export { goodsOnSale } from './goods-card.repository';
export { isOwnShop } from './own-shop.repository';
export { insertOwnShop } from './shop-write.repository';
export {
  addEvaluateAgain,
  findOrderEvaluates,
  insertOrderEvaluates,
  lockShopEvaluate,
  setEvaluateAudit,
  setEvaluateReply,
  splitImages,
  type LockedEvaluate,
  type NewOrderEvaluate,
  type OrderEvaluateRow,
} from './goods-evaluate-write.repository';
export {
  findConsoleEvaluate,
  findConsoleEvaluatePage,
  type ConsoleEvaluateDbRow,
} from './goods-evaluate-console.repository';
export { loadGoodsCards } from './goods-card.service';
export { getGoodsServices } from './goods-service.service';
export {
  GOODS_AFTERSALE_KEY,
  GOODS_EVALUATE_CONFIG_KEY,
  getEvaluateConfig,
} from './goods-settings.service';
export { DEFAULT_SEARCH_WORDS_KEY, HOT_SEARCH_WORDS_KEY } from './search-words.service';
export { maskMemberName } from './goods-evaluate.service';
export { VIRTUAL_GOODS_CLASS, virtualGoodsIds } from './goods-class.repository';
export {
  openStoresByShop,
  pickupStoreOf,
  verifierStoresOf,
  type VerifierStoreRow,
} from './pickup-store.service';
export { returnGoodsStock, returnSkuStock, takeGoodsStock, takeSkuStock } from './stock.repository';
export { syncErpGoods } from './erp-goods.service';
export { syncErpPrices } from './erp-price.service';
export { syncErpStock } from './erp-stock.service';
