import {
  erpOrderChangesEndpoint,
  erpOrderInvoicesEndpoint,
  erpOrderShippedEndpoint,
  erpOrderTakenEndpoint,
} from '@shop/contracts/erp';
import type { FastifyPluginAsync } from 'fastify';
import type { ModuleOptions } from '../module-plugin';
import { erpOrderChanges, markOrdersTaken, saveOrderInvoices, shipOrdersFromErp } from '../order';
import { openRoute } from './open-route';

/**
 * Orders out to the ERP and back (issue 26): the feed of new and changed orders (ADR 0027),
 * taken, shipped with batches and traceability codes, and invoices; each a thin open call on the
 * order module's front door, for the key's shop.
 */
export const erpOrderRoutes: FastifyPluginAsync<ModuleOptions> = async (app, { config }) => {
  openRoute(app, erpOrderChangesEndpoint, ({ siteId, body }) =>
    erpOrderChanges(app.db, siteId, body),
  );
  openRoute(app, erpOrderTakenEndpoint, ({ siteId, body, request }) =>
    markOrdersTaken(app.db, siteId, body.rows, request.lang()),
  );
  openRoute(app, erpOrderShippedEndpoint, ({ siteId, body, request }) =>
    shipOrdersFromErp(app.db, siteId, body.rows, request.lang()),
  );
  openRoute(app, erpOrderInvoicesEndpoint, ({ siteId, body, request }) =>
    saveOrderInvoices(app.db, siteId, body.rows, {
      documentDir: config.documentDir,
      lang: request.lang(),
    }),
  );
};
