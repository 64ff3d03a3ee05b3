export * from './auth-rules';
export * from './auth.schema';
export * from './register.schema';
export * from './auth.endpoints';
