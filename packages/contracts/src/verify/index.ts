export * from './verify.schema';
export * from './verify.endpoints';
