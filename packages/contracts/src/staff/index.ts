export * from './access';
export * from './staff-endpoint';
export * from './console-login.schema';
export * from './console-login.endpoints';
