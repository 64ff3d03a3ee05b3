/**
 * The after-sales module's front door (floor 7, see modules/README.md): refunds and returns, the
 * buyer's complaints to the platform and goods evaluations of order lines (issue 17).
 */
import { modulePlugin } from '../module-plugin';
import { evaluateConsoleRoutes } from './evaluate-console.routes';
import { evaluateRoutes } from './evaluate.routes';
import { refundConsoleRoutes } from './refund-console.routes';
import { refundRoutes } from './refund.routes';

export const aftersaleModule = modulePlugin([
  refundRoutes,
  refundConsoleRoutes,
  evaluateRoutes,
  evaluateConsoleRoutes,
]);

export {
  AFTERSALE_SETTING_KEY,
  DEFAULT_AFTERSALE_SETTING,
  aftersaleSetting,
  storeAftersaleSetting,
} from './aftersale-setting';
