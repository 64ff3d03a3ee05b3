export * from './confirmed-prices';
export * from './order-create.schema';
export * from './order.schema';
export * from './pay.schema';
export * from './order.endpoints';
