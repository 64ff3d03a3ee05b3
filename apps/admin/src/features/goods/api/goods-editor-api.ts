import {
  goodsAddEndpoint,
  goodsEditEndpoint,
  goodsEditorEndpoint,
  goodsEditorOptionsEndpoint,
  goodsPreviewEndpoint,
  consoleGoodsListEndpoint,
} from '@shop/contracts/catalogue';
import { auditListsEndpoint } from '@shop/contracts/staff';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@shop/web-kit/api';
import { useConsoleWrite } from '@/lib/console-write';

/* The goods editor's calls (issue 25); a save refreshes the goods list and the audit log. */
const REFRESH = [
  consoleGoodsListEndpoint.path,
  auditListsEndpoint.path,
  goodsEditorEndpoint.path,
] as const;

/** Categories, brands, services, buyer types, levels, scopes and shops to choose from. */
export const useEditorOptions = () =>
  useQuery(
    queryOptions({
      queryKey: [goodsEditorOptionsEndpoint.path],
      queryFn: ({ signal }) => apiCall(goodsEditorOptionsEndpoint, {}, { signal }),
      staleTime: 5 * 60_000,
    }),
  );

/** One goods as the editor loads it (edit or copy); off while `goodsId` is undefined. */
export const useEditorGoods = (goodsId: number | undefined) =>
  useQuery(
    queryOptions({
      queryKey: [goodsEditorEndpoint.path, goodsId],
      queryFn: ({ signal }) => apiCall(goodsEditorEndpoint, { goods_id: goodsId! }, { signal }),
      enabled: goodsId !== undefined,
      // The editor holds its own copy once loaded: a refetch must not overwrite typing.
      staleTime: Infinity,
      refetchOnWindowFocus: false,
    }),
  );

export const useAddGoods = () => useConsoleWrite(goodsAddEndpoint, REFRESH);
export const useEditGoods = () => useConsoleWrite(goodsEditEndpoint, REFRESH);
export const usePreviewLink = () => useConsoleWrite(goodsPreviewEndpoint, []);
