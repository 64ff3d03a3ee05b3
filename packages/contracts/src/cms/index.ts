export * from './help.schema';
export * from './notice.schema';
