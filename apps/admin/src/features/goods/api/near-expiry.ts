import {
  consoleNearExpiryConfigEndpoint,
  consoleNearExpiryListEndpoint,
  consoleNearExpiryPriceEndpoint,
  consoleNearExpirySetConfigEndpoint,
} from '@shop/contracts/catalogue';
import { auditListsEndpoint } from '@shop/contracts/staff';
import { apiCall } from '@shop/web-kit/api';
import { useQuery } from '@tanstack/react-query';
import { useConsoleWrite } from '@/lib/console-write';

/* The near-expiry zone's console calls (ADR 0029); each write refreshes the list and the log. */

/** `/staff/api/nearexpiry/config`: the shop's window in months (0 = the zone is off). */
export const useNearExpiryConfig = () =>
  useQuery({
    queryKey: [consoleNearExpiryConfigEndpoint.path],
    queryFn: ({ signal }) => apiCall(consoleNearExpiryConfigEndpoint, {}, { signal }),
  });

const REFRESH = [
  consoleNearExpiryListEndpoint.path,
  consoleNearExpiryConfigEndpoint.path,
  auditListsEndpoint.path,
] as const;

/** `/staff/api/nearexpiry/setconfig`: a new window; the list then holds other stock. */
export const useSetNearExpiryConfig = () =>
  useConsoleWrite(consoleNearExpirySetConfigEndpoint, REFRESH);

/** `/staff/api/nearexpiry/setprice`: a SKU's zone price, or '' to sell at the normal price. */
export const useSetNearExpiryPrice = () => useConsoleWrite(consoleNearExpiryPriceEndpoint, REFRESH);
