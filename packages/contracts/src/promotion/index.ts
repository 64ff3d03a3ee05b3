export * from './promotion.schema';
export * from './activity.schema';
