import {
  consoleBatchCategoryEndpoint,
  consoleBatchDeleteEndpoint,
  consoleBatchPriceEndpoint,
  consoleBatchRestoreEndpoint,
  consoleBatchSaleControlEndpoint,
  consoleBatchShelfEndpoint,
  consoleGoodsListEndpoint,
} from '@shop/contracts/catalogue';
import { auditListsEndpoint } from '@shop/contracts/staff';
import { useConsoleWrite } from '@/lib/console-write';

/* The list's batch actions (issue 25); each refreshes the goods list and the audit log. */
const REFRESH = [consoleGoodsListEndpoint.path, auditListsEndpoint.path] as const;

export const useBatchShelf = () => useConsoleWrite(consoleBatchShelfEndpoint, REFRESH);
export const useBatchCategory = () => useConsoleWrite(consoleBatchCategoryEndpoint, REFRESH);
export const useBatchSaleControl = () => useConsoleWrite(consoleBatchSaleControlEndpoint, REFRESH);
export const useBatchPrice = () => useConsoleWrite(consoleBatchPriceEndpoint, REFRESH);
export const useBatchDelete = () => useConsoleWrite(consoleBatchDeleteEndpoint, REFRESH);
export const useBatchRestore = () => useConsoleWrite(consoleBatchRestoreEndpoint, REFRESH);
