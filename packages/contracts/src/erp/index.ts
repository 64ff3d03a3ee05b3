export * from './erp-batch.schema';
export * from './erp-credit.schema';
export * from './erp-member.schema';
export * from './erp-scope';
export * from './open-endpoint';
export * from './erp-import.endpoints';
export * from './erp-import.schema';
