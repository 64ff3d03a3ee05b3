export * from './adv.schema';
export * from './nav.schema';
export * from './site-config.schema';
export * from './site.schema';
export * from './footer.schema';
export * from './float-layer.schema';
export * from './servicer.schema';
export * from './floors.schema';
