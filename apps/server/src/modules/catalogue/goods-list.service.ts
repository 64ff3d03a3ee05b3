import type {
  GoodsCard,
  GoodsCardPage,
  GoodsListOrder,
  GoodsSuggestion,
} from '@shop/contracts/catalogue';
import { fenToYuan, yuanToFen } from '@shop/contracts/money';
import type { DbExecutor } from '../../db/client';
import { findGoodsCards, findSuggestions, type GoodsCardRow } from './goods-list.repository';
import { highlightName } from './goods-search';

export type GoodsListQuery = {
  page: number;
  page_size: number;
  keyword?: string;
  category_id?: number;
  level?: number;
  brand_id?: number;
  manufacturer?: string;
  min_price?: string;
  max_price?: string;
  in_stock?: number;
  order: GoodsListOrder;
  sort: 'asc' | 'desc';
};

const attrText = (attr: unknown, key: string): string => {
  const value = (attr as Record<string, unknown> | null)?.[key];
  return typeof value === 'string' ? value : '';
};

/** The card every caller may see: no price, no promotion label, no goods tag (spec §6). */
function publicCard(row: GoodsCardRow): GoodsCard {
  return {
    sku_id: row.skuId,
    goods_id: row.goodsId,
    goods_name: row.goodsName,
    sku_name: row.skuName,
    sku_image: row.skuImage,
    goods_image: row.goodsImage,
    unit: row.unit,
    min_buy: row.minBuy,
    stock: row.stock,
    sale_num: row.saleNum,
    site_id: row.siteId,
    shop_name: row.shopName,
    attr_specs: attrText(row.attr, 'attr_specs'),
    attr_factory: attrText(row.attr, 'attr_factory'),
    attr_validity: attrText(row.attr, 'attr_validity'),
    approval_number: row.approvalNumber,
    goods_label:
      row.labelName === null
        ? null
        : {
            label_name: row.labelName,
            label_color: row.labelColor ?? '',
            font_color: row.fontColor ?? '',
          },
  };
}

/** A member's card adds prices (member price only when lower, spec §6) and the goods tags. */
function memberCard(row: GoodsCardRow): GoodsCard {
  const memberPrice =
    row.memberPriceFen !== null && row.memberPriceFen < row.priceFen
      ? { member_price: fenToYuan(row.memberPriceFen) }
      : {};
  return {
    ...publicCard(row),
    price: fenToYuan(row.priceFen),
    market_price: fenToYuan(row.marketPriceFen),
    ...memberPrice,
    is_jc: row.isJc,
    traceability_code: row.traceabilityCode,
    attr_country_code: attrText(row.attr, 'attr_country_code'),
  };
}

/**
 * `/api/goodssku/page`: one card per goods on sale. Prices exist only for members, so a visitor's
 * price bounds are ignored and a visitor's price sort falls back to the default order (sorting by
 * a hidden value would still reveal it).
 */
export async function listGoodsCards(
  db: DbExecutor,
  query: GoodsListQuery,
  isMember: boolean,
): Promise<GoodsCardPage> {
  const keyword = query.keyword?.trim();
  const order = !isMember && query.order === 'price' ? 'default' : query.order;
  const { count, rows } = await findGoodsCards(
    db,
    {
      keyword: keyword || undefined,
      categoryId: query.category_id,
      level: query.level,
      brandId: query.brand_id,
      manufacturer: query.manufacturer?.trim() || undefined,
      minPriceFen: isMember && query.min_price ? yuanToFen(query.min_price) : undefined,
      maxPriceFen: isMember && query.max_price ? yuanToFen(query.max_price) : undefined,
      inStock: query.in_stock === 1,
    },
    { order, direction: query.sort },
    { offset: (query.page - 1) * query.page_size, limit: query.page_size },
  );
  return {
    page_count: Math.ceil(count / query.page_size),
    count,
    list: rows.map(isMember ? memberCard : publicCard),
  };
}

/** `/api/goodssku/searchGoodsByKeyWord`: ranked goods names with the matched parts marked. */
export async function suggestGoods(
  db: DbExecutor,
  keyword: string,
  limit: number,
): Promise<GoodsSuggestion[]> {
  const rows = await findSuggestions(db, keyword, limit);
  return rows.map((row) => ({
    sku_id: row.skuId,
    goods_name: row.goodsName,
    highlight: highlightName(row.goodsName, keyword),
  }));
}
