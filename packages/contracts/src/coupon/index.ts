export * from './coupon.schema';
