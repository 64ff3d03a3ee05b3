import type { Page } from '@shop/contracts/common';
import type { StaffEndpoint } from '@shop/contracts/staff';
import { apiCall } from '@shop/web-kit/api';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';

/** A console list call: it takes `page` and `page_size` and answers `{page_count, count, list}`. */
export type ListEndpoint<Body extends z.ZodType, Row> = StaffEndpoint<Body, z.ZodType<Page<Row>>>;

/**
 * The body a list state builds is sent as it is: it comes from the address bar, so its values are
 * strings the call's schema coerces, and a value it refuses comes back as the call's message (shown
 * by ServerTable's error state), never as a guess made here.
 */
const asBody = <Body extends z.ZodType>(body: Record<string, string | number>) =>
  body as z.input<Body>;

/**
 * The query of one page of a list: key `[path, body]` (a write invalidates `[path]`), the
 * previous page kept on screen while the next loads.
 */
export const listQueryOptions = <Body extends z.ZodType, Row>(
  endpoint: ListEndpoint<Body, Row>,
  body: Record<string, string | number>,
) =>
  queryOptions({
    queryKey: [endpoint.path, body],
    queryFn: ({ signal }) => apiCall(endpoint, asBody<Body>(body), { signal }),
    placeholderData: keepPreviousData,
  });

/** Fetches any page of the list under the same filter: what an export walks through. */
export const pageFetcher =
  <Body extends z.ZodType, Row>(
    endpoint: ListEndpoint<Body, Row>,
    body: Record<string, string | number>,
  ) =>
  (page: number, pageSize: number): Promise<Page<Row>> =>
    apiCall(endpoint, asBody<Body>({ ...body, page, page_size: pageSize }));
