import {
  consoleEditSkuEndpoint,
  consoleGoodsListEndpoint,
  consoleSetShelfEndpoint,
} from '@shop/contracts/catalogue';
import { auditListsEndpoint } from '@shop/contracts/staff';
import { useConsoleWrite } from '@/lib/console-write';

/* The quick goods writes (issue 15); each refreshes the goods list and the audit log. */
const REFRESH = [consoleGoodsListEndpoint.path, auditListsEndpoint.path] as const;

/** `/staff/api/goods/editsku`: price, member price, stock of one SKU. */
export const useEditSku = () => useConsoleWrite(consoleEditSkuEndpoint, REFRESH);
/** `/staff/api/goods/setshelf`: on (1) or off (0) the shelf. */
export const useSetShelf = () => useConsoleWrite(consoleSetShelfEndpoint, REFRESH);
