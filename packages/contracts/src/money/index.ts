export * from './money';
export * from './money.schema';
