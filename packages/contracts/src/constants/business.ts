/** Business constants and limits of spec §9. */
export const HTTP_TIMEOUT_MS = 60_000;
export const LAZY_LOAD_TIMEOUT_MS = 120_000;

export const SEARCH_KEYWORD_MAX = 50;
export const SEARCH_SUGGEST_DELAY_MS = 300;

export const FOOTER_HELP_CLASS_MAX = 4;
export const FOOTER_HELP_ARTICLE_MAX = 4;

export const TOP_BANNER_HEIGHT_PX = 70;
/** Float layer type 3 repeats once per this window. */
export const FLOAT_LAYER_REPEAT_MS = 86_400_000;

export const BACK_TO_TOP_AFTER_PX = 300;
export const BACK_TO_TOP_STEP_MS = 20;

export const CATEGORY_TREE_LEVEL = 3;
export const CATEGORY_TREE_TEMPLATE = 2;
export const CATEGORY_STYLE3_INLINE_MAX = 3;

export const CHAT_PAGE_SIZE = 4;
export const CHAT_MESSAGE_MAX = 150;
export const CHAT_HEARTBEAT_MS = 1500;

export const SALESMAN_TEAM_PAGE_SIZE = 99999;

/** The session cookie's fixed name (spec §9 "Token cookie name fixed"). */
export const TOKEN_COOKIE = 'shop_token';
/** A readable companion flag: tells the page a session exists without exposing the token. */
export const SESSION_FLAG_COOKIE = 'shop_session';
/** The staff (workbench) session cookie, separate from a member's. */
export const STAFF_TOKEN_COOKIE = 'shop_staff_token';
/** The language the buyer chose (`zh-CN` | `en-US`): the served page's first data is in it. */
export const LANG_COOKIE = 'shop_lang';

/** Goods tag defaults, white text (spec §9). */
export const GOODS_TAG_COLORS = {
  country_code: '#6DD4C4',
  jc: '#FFAA00',
  trace_code: '#F55E82',
} as const;

export const DEFAULT_UNIT = { exchange: '盒', tiered: '个', general: '件' } as const;

/** Medicine category codes. */
export const MEDICINE_CATEGORY = { 0: 'wes', 1: 'tra' } as const;

export const PROMOTION_LABELS = {
  seckill: '秒杀',
  discount: '特价',
  wholesale: '阶梯',
  bundling: '组合套餐',
  getfree: '换购',
} as const;

/** Labels of the promotions bought through their own pages (group buy, topic, full reduction). */
export const CAMPAIGN_LABELS = {
  groupbuy: '团购',
  topic: '专题',
  manjian: '满减',
} as const;

/** The label of a near-expiry line (近效期专区, ADR 0029). */
export const NEAR_EXPIRY_LABEL = '近效期';
