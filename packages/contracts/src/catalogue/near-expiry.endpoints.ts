import { defineEndpoint, EmptyBodySchema } from '../common';
import { defineStaffEndpoint } from '../staff/staff-endpoint';
import {
  ConsoleNearExpiryListBodySchema,
  ConsoleNearExpiryPageSchema,
  ConsoleNearExpiryRowSchema,
  NearExpiryConfigBodySchema,
  NearExpiryConfigSchema,
  NearExpiryPageBodySchema,
  NearExpiryPageSchema,
  NearExpiryPriceBodySchema,
} from './near-expiry.schema';

/** The near-expiry zone (issue 26, ADR 0029). */

/** The zone's goods for the storefront, earliest expiry first; prices for members only. */
export const nearExpiryPageEndpoint = defineEndpoint({
  path: '/api/goodssku/nearexpiry',
  body: NearExpiryPageBodySchema,
  data: NearExpiryPageSchema,
});

/** The shop's goods with stock in the window, for setting their zone price. */
export const consoleNearExpiryListEndpoint = defineStaffEndpoint({
  path: '/staff/api/nearexpiry/lists',
  body: ConsoleNearExpiryListBodySchema,
  data: ConsoleNearExpiryPageSchema,
  permission: 'goods.edit',
});

/** Sets or clears a SKU's zone price; answers the row as the list shows it. */
export const consoleNearExpiryPriceEndpoint = defineStaffEndpoint({
  path: '/staff/api/nearexpiry/setprice',
  body: NearExpiryPriceBodySchema,
  data: ConsoleNearExpiryRowSchema,
  permission: 'goods.edit',
});

export const consoleNearExpiryConfigEndpoint = defineStaffEndpoint({
  path: '/staff/api/nearexpiry/config',
  body: EmptyBodySchema,
  data: NearExpiryConfigSchema,
  permission: 'goods.edit',
});

export const consoleNearExpirySetConfigEndpoint = defineStaffEndpoint({
  path: '/staff/api/nearexpiry/setconfig',
  body: NearExpiryConfigBodySchema,
  data: NearExpiryConfigSchema,
  permission: 'goods.edit',
});
