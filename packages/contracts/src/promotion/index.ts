export * from './promotion.schema';
export * from './activity.schema';
export * from './seckill.schema';
export * from './groupbuy.schema';
export * from './topic.schema';
export * from './bundling.schema';
export * from './manjian.schema';
export * from './promotion.endpoints';
