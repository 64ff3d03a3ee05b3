export * from './cart.schema';
export * from './cart.endpoints';
