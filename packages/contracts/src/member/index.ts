export * from './area.schema';
export * from './member.schema';
export * from './qualification.schema';
export * from './address.schema';
export * from './member.endpoints';
