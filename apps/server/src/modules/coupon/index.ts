/**
 * The coupon module's front door (floor 5, see modules/README.md): the coupon centre, members'
 * coupons, and the coupon terms checkout weighs.
 */
import { modulePlugin } from '../module-plugin';
import { couponRoutes } from './coupon.routes';

export const couponModule = modulePlugin([couponRoutes]);

export { COUPON_GET_TYPE, grantCoupon } from './coupon-grant.service';
export { couponTermsReader, type CouponTermsRow } from './coupon-terms';
export {
  couponsByShop,
  markCouponUsed,
  releaseOrderCoupons,
  type HeldCoupon,
} from './coupon.service';
