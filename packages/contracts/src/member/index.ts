export * from './area.schema';
export * from './member.schema';
export * from './qualification.schema';
export * from './address.schema';
export * from './member.endpoints';
export * from './member-console.schema';
export * from './member-console.endpoints';
