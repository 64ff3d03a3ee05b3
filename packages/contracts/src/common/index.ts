export * from './api.schema';
export * from './endpoint';
