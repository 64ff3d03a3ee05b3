export * from './payment.schema';
export * from './payment.endpoints';
