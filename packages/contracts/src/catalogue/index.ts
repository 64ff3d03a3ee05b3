export * from './category.schema';
export * from './search-words.schema';
