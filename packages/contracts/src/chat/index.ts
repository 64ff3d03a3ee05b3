export * from './chat.schema';
export * from './emoji';
export * from './socket.schema';
export * from './workbench.schema';
export * from './chat.endpoints';
export * from './workbench.endpoints';
