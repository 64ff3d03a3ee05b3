import {
  consoleRechargeConfirmEndpoint,
  consoleRechargeDetailEndpoint,
  consoleRechargeListEndpoint,
  consoleRechargeRejectEndpoint,
} from '@shop/contracts/member';
import { apiCall } from '@shop/web-kit/api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useConsoleWrite } from '@/lib/console-write';

/** `/staff/api/recharge/detail` (recharge.review): one recharge of a member in reach. */
export const rechargeDetailQueryOptions = (rechargeId: number) =>
  queryOptions({
    queryKey: [consoleRechargeDetailEndpoint.path, { recharge_id: rechargeId }],
    queryFn: ({ signal }) =>
      apiCall(consoleRechargeDetailEndpoint, { recharge_id: rechargeId }, { signal }),
  });

export const useRechargeDetail = (rechargeId: number) =>
  useQuery({ ...rechargeDetailQueryOptions(rechargeId), enabled: rechargeId > 0 });

const REFRESH = [consoleRechargeListEndpoint.path, consoleRechargeDetailEndpoint.path] as const;

/** `/staff/api/recharge/confirm`: the transfer arrived; the balance is credited. */
export const useConfirmRecharge = () => useConsoleWrite(consoleRechargeConfirmEndpoint, REFRESH);

/** `/staff/api/recharge/reject`: refused with the reason the member reads. */
export const useRejectRecharge = () => useConsoleWrite(consoleRechargeRejectEndpoint, REFRESH);
