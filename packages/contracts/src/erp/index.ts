export * from './erp-batch.schema';
export * from './erp-scope';
export * from './open-endpoint';
export * from './erp-order.schema';
