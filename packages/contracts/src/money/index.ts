export * from './money';
export * from './money.schema';
export * from './prorate';
