export * from './erp-batch.schema';
export * from './erp-key.endpoints';
export * from './erp-key.schema';
export * from './erp-scope';
export * from './open-endpoint';
export * from './open-ping';
export * from './open-signing';
