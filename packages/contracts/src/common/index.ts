export * from './api.schema';
