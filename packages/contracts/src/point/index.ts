export * from './point.schema';
export * from './point.endpoints';
