import { defineEndpoint, EmptyBodySchema } from '../common';
import { AdvDetailBodySchema, AdvDetailSchema } from './adv.schema';
import { FloatLayerSchema } from './float-layer.schema';
import { FloorListSchema, FloorsBodySchema } from './floors.schema';
import {
  CopyrightSchema,
  FooterListSchema,
  FriendlyLinkListSchema,
  GoodsServiceListSchema,
  MoreConfigSchema,
  WeappQrcodeSchema,
} from './footer.schema';
import { NavListSchema } from './nav.schema';
import { ServicerConfigSchema } from './servicer.schema';
import {
  AddonFlagsSchema,
  CategoryConfigSchema,
  DefaultImagesSchema,
  WapQrcodeSchema,
} from './site-config.schema';
import { SiteInfoSchema, SiteStatusSchema } from './site.schema';

// The calls of the page furniture: shop settings, header, footer, navigation, adverts, floors.

export const siteInfoEndpoint = defineEndpoint({
  path: '/api/site/info',
  body: EmptyBodySchema,
  data: SiteInfoSchema,
});

/** Answers only while the site is open: a closed site answers code -3 before the route. */
export const siteStatusEndpoint = defineEndpoint({
  path: '/api/site/status',
  body: EmptyBodySchema,
  data: SiteStatusSchema,
});

export const defaultImagesEndpoint = defineEndpoint({
  path: '/api/config/defaultimg',
  body: EmptyBodySchema,
  data: DefaultImagesSchema,
});

export const wapQrcodeEndpoint = defineEndpoint({
  path: '/api/site/wapqrcode',
  body: EmptyBodySchema,
  data: WapQrcodeSchema,
});

export const categoryConfigEndpoint = defineEndpoint({
  path: '/api/config/categoryconfig',
  body: EmptyBodySchema,
  data: CategoryConfigSchema,
});

export const addonFlagsEndpoint = defineEndpoint({
  path: '/api/addon/addonisexit',
  body: EmptyBodySchema,
  data: AddonFlagsSchema,
});

export const servicerConfigEndpoint = defineEndpoint({
  path: '/api/config/servicer',
  body: EmptyBodySchema,
  data: ServicerConfigSchema,
});

export const advDetailEndpoint = defineEndpoint({
  path: '/api/adv/detail',
  body: AdvDetailBodySchema,
  data: AdvDetailSchema,
});

export const navListEndpoint = defineEndpoint({
  path: '/api/pc/navList',
  body: EmptyBodySchema,
  data: NavListSchema,
});

export const floorsEndpoint = defineEndpoint({
  path: '/api/pc/floors',
  body: FloorsBodySchema,
  data: FloorListSchema,
});

export const floatLayerEndpoint = defineEndpoint({
  path: '/api/pc/floatLayer',
  body: EmptyBodySchema,
  data: FloatLayerSchema,
});

export const copyrightEndpoint = defineEndpoint({
  path: '/api/config/copyright',
  body: EmptyBodySchema,
  data: CopyrightSchema,
});

export const friendlyLinksEndpoint = defineEndpoint({
  path: '/api/pc/friendlyLink',
  body: EmptyBodySchema,
  data: FriendlyLinkListSchema,
});

export const footerListEndpoint = defineEndpoint({
  path: '/pc/api/pc/footerList',
  body: EmptyBodySchema,
  data: FooterListSchema,
});

export const moreConfigEndpoint = defineEndpoint({
  path: '/pc/api/pc/moreConfig',
  body: EmptyBodySchema,
  data: MoreConfigSchema,
});

export const goodsServicesEndpoint = defineEndpoint({
  path: '/api/goods/service',
  body: EmptyBodySchema,
  data: GoodsServiceListSchema,
});

export const weappQrcodeEndpoint = defineEndpoint({
  path: '/weapp/api/weapp/qrcode',
  body: EmptyBodySchema,
  data: WeappQrcodeSchema,
});
