export * from './category.schema';
export * from './search-words.schema';
export * from './goods-list.schema';
