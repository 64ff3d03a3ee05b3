import { z } from 'zod';

/** Answer codes of the Niushop-family contract: >= 0 success, negative failure. */
export const ApiCode = {
  SUCCESS: 0,
  FAIL: -1,
  SITE_CLOSED: -3,
  TOKEN_ERROR: -10009,
  TOKEN_EXPIRED: -10010,
} as const;
export type ApiCodeValue = (typeof ApiCode)[keyof typeof ApiCode];

/** Fields every call carries: the client kind and, when logged in, the token. */
export const BaseBodySchema = z.object({
  app_type: z.string().max(20).optional(),
  app_type_name: z.string().max(20).optional(),
  token: z.string().max(128).optional(),
  lang: z.enum(['zh-cn', 'en-us']).optional(),
});
export type BaseBody = z.infer<typeof BaseBodySchema>;

/** A request body: the base fields plus the call's own. Unknown keys are dropped. */
export const bodySchema = <T extends z.ZodRawShape>(shape: T) => BaseBodySchema.extend(shape);

export const EmptyBodySchema = BaseBodySchema;

/** The answer envelope: `{ code, message, data, timestamp }`. */
export const envelopeSchema = <T extends z.ZodType>(data: T) =>
  z.object({
    code: z.number().int(),
    message: z.string(),
    data,
    timestamp: z.number().int(),
  });

export type Envelope<T> = { code: number; message: string; data: T; timestamp: number };

/** Paging fields: `page` from 1, `page_size` capped by the server. */
export const MAX_PAGE_SIZE = 100;
/** The paging fields of a list call with its own default (and, if smaller, maximum) page size. */
export const pageBodyShape = (defaultSize: number, maxSize = MAX_PAGE_SIZE) => ({
  page: z.coerce.number().int().min(1).max(100000).default(1),
  page_size: z.coerce.number().int().min(1).max(maxSize).default(defaultSize),
});
export const PageBodyShape = pageBodyShape(10);

export const pageSchema = <T extends z.ZodType>(item: T) =>
  z.object({
    page_count: z.number().int(),
    count: z.number().int(),
    list: z.array(item),
  });
export type Page<T> = { page_count: number; count: number; list: T[] };

/** The answer of a call that only acts (log out, mark read, ...): no data. */
export const NoDataSchema = z.null();

/** The answer of a call that creates or changes one row: that row's id. */
export const IdResultSchema = z.number().int();

/** An id a client sends: a positive integer, also accepted as a numeric string. */
export const IdSchema = z.coerce.number().int().positive().max(2_147_483_647);
