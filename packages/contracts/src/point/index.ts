export * from './point.schema';
