import { EmptyBodySchema, NoDataSchema } from '../common';
import { defineStaffEndpoint } from '../staff/staff-endpoint';
import { ConsoleSearchWordsSchema, SearchWordsSaveBodySchema } from './search-words-console.schema';

/* The storefront's search words in the console (issue 27): `content.manage`. */

const manage = 'content.manage' as const;

export const consoleSearchWordsEndpoint = defineStaffEndpoint({
  path: '/staff/api/searchwords/get',
  body: EmptyBodySchema,
  data: ConsoleSearchWordsSchema,
  permission: manage,
});
export const consoleSearchWordsSaveEndpoint = defineStaffEndpoint({
  path: '/staff/api/searchwords/set',
  body: SearchWordsSaveBodySchema,
  data: NoDataSchema,
  permission: manage,
});
