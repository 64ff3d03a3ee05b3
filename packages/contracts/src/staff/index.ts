export * from './access';
export * from './staff-endpoint';
