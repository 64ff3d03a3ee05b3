export * from './api.schema';
export * from './endpoint';
export * from './seeded-random';
