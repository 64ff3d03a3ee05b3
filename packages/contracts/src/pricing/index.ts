export * from './pricing.types';
export * from './price-sku-line';
export * from './price-bundle-line';
export * from './price-order';
export * from './manjian-money';
export * from './pick-promotion';
export * from './quantity-bounds';
export * from './units';
