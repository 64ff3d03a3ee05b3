export * from './help.schema';
export * from './notice.schema';
export * from './cms.endpoints';
