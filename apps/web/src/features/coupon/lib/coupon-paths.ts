/** Where 去使用 leads: the shop's goods list. */
export const couponUsePath = (coupon: { site_id: number }) => `/list?site_id=${coupon.site_id}`;
