export * from './access';
export * from './staff-endpoint';
export * from './console-login.schema';
export * from './console-login.endpoints';
export * from './servicer.schema';
export * from './servicer.endpoints';
export * from './audit.schema';
export * from './audit.endpoints';
