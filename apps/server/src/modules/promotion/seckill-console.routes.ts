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
import type { FastifyPluginAsync } from 'fastify';
import type { ModuleOptions } from '../module-plugin';
import { staffRoute } from '../auth';
import {
  addSeckill,
  closeSeckill,
  editSeckill,
  getConsoleSeckill,
  listConsoleSeckills,
} from './seckill-console.service';
import {
  addSeckillTime,
  editSeckillTime,
  listConsoleSeckillTimes,
  removeSeckillTime,
} from './seckill-time-console.service';

/** Seckill slots and the shop's seckills in the console (issue 27, ADR 0030). */
export const seckillConsoleRoutes: FastifyPluginAsync<ModuleOptions> = async (app) => {
  const tag = 'console-promotion';
  const db = app.db;
  staffRoute(app, tag, consoleSeckillTimeListEndpoint, () => listConsoleSeckillTimes(db));
  staffRoute(app, tag, consoleSeckillTimeAddEndpoint, ({ actor, body }) =>
    addSeckillTime(db, actor, body),
  );
  staffRoute(app, tag, consoleSeckillTimeEditEndpoint, ({ actor, body }) =>
    editSeckillTime(db, actor, body),
  );
  staffRoute(app, tag, consoleSeckillTimeDeleteEndpoint, ({ actor, body }) =>
    removeSeckillTime(db, actor, body.id),
  );
  staffRoute(app, tag, consoleSeckillListEndpoint, ({ actor, body }) =>
    listConsoleSeckills(db, actor, body),
  );
  staffRoute(app, tag, consoleSeckillDetailEndpoint, ({ actor, body }) =>
    getConsoleSeckill(db, actor, body.promotion_id),
  );
  staffRoute(app, tag, consoleSeckillAddEndpoint, ({ actor, body }) => addSeckill(db, actor, body));
  staffRoute(app, tag, consoleSeckillEditEndpoint, ({ actor, body }) =>
    editSeckill(db, actor, body),
  );
  staffRoute(app, tag, consoleSeckillCloseEndpoint, ({ actor, body }) =>
    closeSeckill(db, actor, body.promotion_id),
  );
};
