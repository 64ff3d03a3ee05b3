/**
 * The erp module's front door (floor 9, see modules/README.md): the open API for ERP tools
 * (issue 26): API keys, signed and audited calls (`openRoute`), and the console's key pages. Open
 * calls that write other modules' data live here and go through those modules' front doors.
 */
import type { FastifyPluginAsync } from 'fastify';
import { modulePlugin, type ModuleOptions } from '../module-plugin';
import { erpCatalogueRoutes } from './erp-catalogue.routes';
import { decorateErp } from './erp-context';
import { erpCreditRoutes } from './erp-credit.routes';
import { erpKeyRoutes } from './erp-key.routes';
import { erpMemberRoutes } from './erp-member.routes';
import { erpOrderRoutes } from './erp-order.routes';
import { erpImportRoutes } from './import.routes';
import { openPingRoutes } from './open-ping.routes';

const erpRoutes = modulePlugin([
  erpKeyRoutes,
  openPingRoutes,
  erpCatalogueRoutes,
  erpImportRoutes,
  erpCreditRoutes,
  erpMemberRoutes,
  erpOrderRoutes,
]);

export const erpModule: FastifyPluginAsync<ModuleOptions> = async (app, options) => {
  decorateErp(app, options.config);
  await app.register(erpRoutes, options);
};
export { openRoute, OPEN_API_SECURITY, OPEN_API_TAG, type OpenCall } from './open-route';
export type { ErpCaller } from './open-guard';
