export * from './erp-batch.schema';
export * from './erp-scope';
export * from './open-endpoint';
export * from './erp-goods.schema';
export * from './erp-price.schema';
export * from './erp-stock.schema';
