import {
  consoleSeckillAddEndpoint,
  consoleSeckillCloseEndpoint,
  consoleSeckillDetailEndpoint,
  consoleSeckillEditEndpoint,
  consoleSeckillListEndpoint,
  consoleSeckillTimeAddEndpoint,
  consoleSeckillTimeDeleteEndpoint,
  consoleSeckillTimeEditEndpoint,
  consoleSeckillTimeListEndpoint,
} from '@shop/contracts/promotion';
import { auditListsEndpoint } from '@shop/contracts/staff';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@shop/web-kit/api';
import { useConsoleWrite } from '@/lib/console-write';

/* Seckill slots and seckills in the console (issue 27, ADR 0030): `promotion.manage`. */

/** The mall's daily slots, in their order. */
export const useSeckillTimes = () =>
  useQuery(
    queryOptions({
      queryKey: [consoleSeckillTimeListEndpoint.path],
      queryFn: ({ signal }) => apiCall(consoleSeckillTimeListEndpoint, {}, { signal }),
    }),
  );

/** One seckill as the editor loads it; off while `promotionId` is undefined. */
export const useSeckillDetail = (promotionId: number | undefined) =>
  useQuery(
    queryOptions({
      queryKey: [consoleSeckillDetailEndpoint.path, promotionId],
      queryFn: ({ signal }) =>
        apiCall(consoleSeckillDetailEndpoint, { promotion_id: promotionId! }, { signal }),
      enabled: promotionId !== undefined,
      // The editor holds its own copy once loaded: a refetch must not overwrite typing.
      staleTime: Infinity,
      refetchOnWindowFocus: false,
    }),
  );

const TIMES = [
  consoleSeckillTimeListEndpoint.path,
  consoleSeckillListEndpoint.path,
  auditListsEndpoint.path,
] as const;
const SECKILLS = [
  consoleSeckillListEndpoint.path,
  consoleSeckillDetailEndpoint.path,
  auditListsEndpoint.path,
] as const;

export const useAddSeckillTime = () => useConsoleWrite(consoleSeckillTimeAddEndpoint, TIMES);
export const useEditSeckillTime = () => useConsoleWrite(consoleSeckillTimeEditEndpoint, TIMES);
export const useDeleteSeckillTime = () => useConsoleWrite(consoleSeckillTimeDeleteEndpoint, TIMES);
export const useAddSeckill = () => useConsoleWrite(consoleSeckillAddEndpoint, SECKILLS);
export const useEditSeckill = () => useConsoleWrite(consoleSeckillEditEndpoint, SECKILLS);
export const useCloseSeckill = () => useConsoleWrite(consoleSeckillCloseEndpoint, SECKILLS);
