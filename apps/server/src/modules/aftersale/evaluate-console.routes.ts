import {
  consoleEvaluateHideEndpoint,
  consoleEvaluateListEndpoint,
  consoleEvaluateReplyEndpoint,
  consoleEvaluateShowEndpoint,
} from '@shop/contracts/aftersale';
import type { FastifyPluginAsync } from 'fastify';
import { staffRoute } from '../auth';
import { listConsoleEvaluates, replyEvaluate, setEvaluateShown } from './evaluate-console.service';

/** The console's goods evaluations (`/staff/api/goodsevaluate/*`, issue 17). */
export const evaluateConsoleRoutes: FastifyPluginAsync = async (app) => {
  const tag = 'console-evaluate';
  staffRoute(app, tag, consoleEvaluateListEndpoint, ({ actor, body }) =>
    listConsoleEvaluates(app.db, actor, body),
  );
  staffRoute(app, tag, consoleEvaluateReplyEndpoint, ({ actor, body }) =>
    replyEvaluate(app.db, actor, body),
  );
  staffRoute(app, tag, consoleEvaluateHideEndpoint, ({ actor, body }) =>
    setEvaluateShown(app.db, actor, body.evaluate_id, false),
  );
  staffRoute(app, tag, consoleEvaluateShowEndpoint, ({ actor, body }) =>
    setEvaluateShown(app.db, actor, body.evaluate_id, true),
  );
};
