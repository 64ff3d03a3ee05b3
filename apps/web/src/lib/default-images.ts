import { defaultImagesEndpoint } from '@shop/contracts/site';
import { apiCall } from '@shop/web-kit/api';
import { queryOptions, useQuery } from '@tanstack/react-query';

/**
 * The shop's default images (spec §3), shown when a real image is missing or fails to load.
 * Shared because every feature shows images: pass one as `FallbackImage`'s `fallback`.
 */
export const getDefaultImages = () => apiCall(defaultImagesEndpoint, {});

export const defaultImagesQueryOptions = () =>
  queryOptions({
    queryKey: ['site', 'defaultimg'],
    queryFn: getDefaultImages,
    staleTime: 30 * 60_000,
  });

export const useDefaultImages = () => useQuery(defaultImagesQueryOptions()).data;
