export * from './cart';
export * from './catalogue';
export * from './cms';
export * from './member';
export * from './site';
