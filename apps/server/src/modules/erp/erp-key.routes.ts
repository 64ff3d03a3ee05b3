import {
  erpKeyAddEndpoint,
  erpKeyCallsEndpoint,
  erpKeyDisableEndpoint,
  erpKeyEnableEndpoint,
  erpKeyListsEndpoint,
  erpKeyRotateEndpoint,
} from '@shop/contracts/erp';
import type { FastifyPluginAsync } from 'fastify';
import { staffRoute } from '../auth';
import {
  createErpKey,
  listErpCalls,
  listErpKeys,
  rotateErpKey,
  switchErpKey,
} from './erp-key.service';

/** The console's ERP keys and their call log (issue 26). */
export const erpKeyRoutes: FastifyPluginAsync = async (app) => {
  const box = app.erpSecrets;
  staffRoute(app, 'erp', erpKeyListsEndpoint, ({ actor, body }) =>
    listErpKeys(app.db, actor, body),
  );
  staffRoute(app, 'erp', erpKeyAddEndpoint, ({ actor, body }) =>
    createErpKey(app.db, box, actor, body),
  );
  staffRoute(app, 'erp', erpKeyDisableEndpoint, ({ actor, body }) =>
    switchErpKey(app.db, actor, body.key_id, false),
  );
  staffRoute(app, 'erp', erpKeyEnableEndpoint, ({ actor, body }) =>
    switchErpKey(app.db, actor, body.key_id, true),
  );
  staffRoute(app, 'erp', erpKeyRotateEndpoint, ({ actor, body }) =>
    rotateErpKey(app.db, box, actor, body),
  );
  staffRoute(app, 'erp', erpKeyCallsEndpoint, ({ actor, body }) =>
    listErpCalls(app.db, actor, body),
  );
};
