/**
 * The promotion module's front door (floor 5, see modules/README.md): the activity zone, seckill,
 * group buy, topic, bundle and full-reduction pages, and the console's seckill slots and seckills
 * (issue 27). Their prices come from the pricing floor.
 */
import { modulePlugin } from '../module-plugin';
import { activityRoutes } from './activity.routes';
import { bundlingRoutes } from './bundling.routes';
import { groupbuyRoutes } from './groupbuy.routes';
import { manjianRoutes } from './manjian.routes';
import { seckillRoutes } from './seckill.routes';
import { seckillConsoleRoutes } from './seckill-console.routes';
import { topicRoutes } from './topic.routes';

export const promotionModule = modulePlugin([
  activityRoutes,
  seckillRoutes,
  groupbuyRoutes,
  topicRoutes,
  bundlingRoutes,
  manjianRoutes,
  seckillConsoleRoutes,
]);
