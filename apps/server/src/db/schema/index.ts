export * from './cart';
export * from './catalogue';
export * from './cms';
export * from './member';
export * from './site';
export * from './goods-member';
export * from './promotion';
