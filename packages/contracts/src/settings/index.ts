export * from './settings-console.schema';
export * from './settings-console.endpoints';
export * from './member-settings.schema';
