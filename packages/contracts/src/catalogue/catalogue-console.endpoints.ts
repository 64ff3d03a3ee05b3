import { EmptyBodySchema, IdResultSchema } from '../common';
import { defineStaffEndpoint } from '../staff/staff-endpoint';
import {
  BrandAddBodySchema,
  BrandEditBodySchema,
  BrandIdBodySchema,
  CatalogueImageSchema,
  CategoryAddBodySchema,
  CategoryEditBodySchema,
  CategoryIdBodySchema,
  CategoryMoveBodySchema,
  ConsoleBrandListBodySchema,
  ConsoleBrandPageSchema,
  ConsoleCategoryListBodySchema,
  ConsoleCategoryListSchema,
  ConsoleServiceListBodySchema,
  ConsoleServiceListSchema,
  ServiceAddBodySchema,
  ServiceEditBodySchema,
  ServiceIdBodySchema,
} from './catalogue-console.schema';

/* Categories, brands and goods services in the console (issue 25): `catalogue.manage`. */

const manage = 'catalogue.manage' as const;

export const consoleCategoryListEndpoint = defineStaffEndpoint({
  path: '/staff/api/category/lists',
  body: ConsoleCategoryListBodySchema,
  data: ConsoleCategoryListSchema,
  permission: manage,
});
export const consoleCategoryAddEndpoint = defineStaffEndpoint({
  path: '/staff/api/category/add',
  body: CategoryAddBodySchema,
  data: IdResultSchema,
  permission: manage,
});
export const consoleCategoryEditEndpoint = defineStaffEndpoint({
  path: '/staff/api/category/edit',
  body: CategoryEditBodySchema,
  data: IdResultSchema,
  permission: manage,
});
export const consoleCategoryMoveEndpoint = defineStaffEndpoint({
  path: '/staff/api/category/move',
  body: CategoryMoveBodySchema,
  data: IdResultSchema,
  permission: manage,
});
export const consoleCategoryDeleteEndpoint = defineStaffEndpoint({
  path: '/staff/api/category/delete',
  body: CategoryIdBodySchema,
  data: IdResultSchema,
  permission: manage,
});

export const consoleBrandListEndpoint = defineStaffEndpoint({
  path: '/staff/api/brand/lists',
  body: ConsoleBrandListBodySchema,
  data: ConsoleBrandPageSchema,
  permission: manage,
});
export const consoleBrandAddEndpoint = defineStaffEndpoint({
  path: '/staff/api/brand/add',
  body: BrandAddBodySchema,
  data: IdResultSchema,
  permission: manage,
});
export const consoleBrandEditEndpoint = defineStaffEndpoint({
  path: '/staff/api/brand/edit',
  body: BrandEditBodySchema,
  data: IdResultSchema,
  permission: manage,
});
export const consoleBrandDeleteEndpoint = defineStaffEndpoint({
  path: '/staff/api/brand/delete',
  body: BrandIdBodySchema,
  data: IdResultSchema,
  permission: manage,
});

export const consoleServiceListEndpoint = defineStaffEndpoint({
  path: '/staff/api/service/lists',
  body: ConsoleServiceListBodySchema,
  data: ConsoleServiceListSchema,
  permission: manage,
});
export const consoleServiceAddEndpoint = defineStaffEndpoint({
  path: '/staff/api/service/add',
  body: ServiceAddBodySchema,
  data: IdResultSchema,
  permission: manage,
});
export const consoleServiceEditEndpoint = defineStaffEndpoint({
  path: '/staff/api/service/edit',
  body: ServiceEditBodySchema,
  data: IdResultSchema,
  permission: manage,
});
export const consoleServiceDeleteEndpoint = defineStaffEndpoint({
  path: '/staff/api/service/delete',
  body: ServiceIdBodySchema,
  data: IdResultSchema,
  permission: manage,
});

/** Uploads a category image, brand logo or service icon (multipart, one file `file`). */
export const consoleCatalogueImageEndpoint = defineStaffEndpoint({
  path: '/staff/api/catalogue/image',
  body: EmptyBodySchema,
  data: CatalogueImageSchema,
  permission: manage,
});
