import { type NearExpiryPageBodySchema, nearExpiryPageEndpoint } from '@shop/contracts/catalogue';
import { apiCall } from '@shop/web-kit/api';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';

/** What the page sends: its page and size (the call fills in the rest). */
type NearExpiryPageBody = z.input<typeof NearExpiryPageBodySchema>;

/** `/api/goodssku/nearexpiry`: the near-expiry zone, earliest expiry first (ADR 0029). */
export const getNearExpiryPage = (body: NearExpiryPageBody) =>
  apiCall(nearExpiryPageEndpoint, body);

export const nearExpiryPageQueryOptions = (body: NearExpiryPageBody, isMember: boolean) =>
  queryOptions({
    // The member flag is part of the key: a visitor's cached page has no zone prices.
    queryKey: ['catalogue', 'near-expiry', body, isMember],
    queryFn: () => getNearExpiryPage(body),
    staleTime: 30_000,
  });

export const useNearExpiryPage = (body: NearExpiryPageBody, isMember: boolean) =>
  useQuery({ ...nearExpiryPageQueryOptions(body, isMember), placeholderData: keepPreviousData });
