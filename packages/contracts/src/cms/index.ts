export * from './help.schema';
