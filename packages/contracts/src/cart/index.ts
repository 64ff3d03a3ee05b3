export * from './cart.schema';
