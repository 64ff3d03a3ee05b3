export * from './site.schema';
