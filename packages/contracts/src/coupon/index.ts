export * from './coupon.schema';
export * from './coupon.endpoints';
