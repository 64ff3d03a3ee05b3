import { consoleRefundListEndpoint } from '@shop/contracts/aftersale';
import { consoleMemberListEndpoint } from '@shop/contracts/member';
import { consoleOrderCountsEndpoint } from '@shop/contracts/order';
import { apiCall } from '@shop/web-kit/api';
import { formatYuan } from '@shop/web-kit/money';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DashboardFigure } from '../dashboard-links';

/** The dashboard keeps its waiting counts fresh while it is open. */
const REFRESH_MS = 60_000;

/**
 * `/staff/api/order/waitingcounts`: today's orders and sales, vouchers to confirm and orders to
 * ship, of the staff account's shop (every shop for a platform account).
 */
export const orderCountsQueryOptions = () =>
  queryOptions({
    queryKey: [consoleOrderCountsEndpoint.path],
    queryFn: ({ signal }) => apiCall(consoleOrderCountsEndpoint, {}, { signal }),
    refetchInterval: REFRESH_MS,
  });

/** The member list filtered as the licences card opens it: only its `count` is read. */
const LICENCES_WAITING = { page: 1, page_size: 1, qualification_status: 'waiting' } as const;

/**
 * Licences waiting for review: the `count` of `/staff/api/member/lists` filtered by
 * `qualification_status=waiting`, keyed like that list's pages (`[path, body]`), so a review
 * that invalidates the member list refreshes the card too.
 */
export const licencesWaitingQueryOptions = () =>
  queryOptions({
    queryKey: [consoleMemberListEndpoint.path, LICENCES_WAITING],
    queryFn: async ({ signal }) =>
      (await apiCall(consoleMemberListEndpoint, LICENCES_WAITING, { signal })).count,
    refetchInterval: REFRESH_MS,
  });

/** The refund list filtered as the refunds card opens it (待处理): only its `count` is read. */
const REFUNDS_WAITING = { page: 1, page_size: 1, state: 'todo' } as const;

/**
 * Refunds waiting for the shop (issue 17): the `count` of `/staff/api/refund/lists` filtered by
 * `state=todo`, keyed like that list's pages, so a refund write refreshes the card too.
 */
export const refundsWaitingQueryOptions = () =>
  queryOptions({
    queryKey: [consoleRefundListEndpoint.path, REFUNDS_WAITING],
    queryFn: async ({ signal }) =>
      (await apiCall(consoleRefundListEndpoint, REFUNDS_WAITING, { signal })).count,
    refetchInterval: REFRESH_MS,
  });

/** The figures read from the order counts call. */
const ORDER_FIGURES: readonly DashboardFigure['key'][] = [
  'today_orders',
  'today_sales',
  'vouchers_waiting',
  'orders_to_ship',
];

export type DashboardFigures = {
  /** Each shown figure's text once its call has answered (money as `¥1,234.50`). */
  values: Partial<Record<DashboardFigure['key'], string | number>>;
  loading: boolean;
  /** The first failure, with the server's message. */
  error: Error | null;
  retry: () => void;
};

/**
 * The dashboard's figures for the cards it shows: asks the order counts only when an order card
 * is shown, the licence count only when the licences card is and the refund count only when the
 * refunds card is (a role never calls what it may not read).
 */
export function useDashboardFigures(shown: readonly DashboardFigure[]): DashboardFigures {
  const showsOrders = shown.some((figure) => ORDER_FIGURES.includes(figure.key));
  const showsLicences = shown.some((figure) => figure.key === 'licences_waiting');
  const showsRefunds = shown.some((figure) => figure.key === 'refunds_waiting');
  const orders = useQuery({ ...orderCountsQueryOptions(), enabled: showsOrders });
  const licences = useQuery({ ...licencesWaitingQueryOptions(), enabled: showsLicences });
  const refunds = useQuery({ ...refundsWaitingQueryOptions(), enabled: showsRefunds });
  const counts = orders.data;
  return {
    values: {
      ...(counts && {
        today_orders: counts.today_orders,
        today_sales: formatYuan(counts.today_sales),
        vouchers_waiting: counts.vouchers_waiting,
        orders_to_ship: counts.orders_to_ship,
      }),
      ...(licences.data !== undefined && { licences_waiting: licences.data }),
      ...(refunds.data !== undefined && { refunds_waiting: refunds.data }),
    },
    loading:
      (showsOrders && orders.isPending) ||
      (showsLicences && licences.isPending) ||
      (showsRefunds && refunds.isPending),
    error: orders.error ?? licences.error ?? refunds.error,
    retry: () => {
      if (orders.isError) void orders.refetch();
      if (licences.isError) void licences.refetch();
      if (refunds.isError) void refunds.refetch();
    },
  };
}
