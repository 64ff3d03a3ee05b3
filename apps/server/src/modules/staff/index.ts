/**
 * The staff module's front door (floor 10, see modules/README.md): staff sign-in (console and
 * workbench), the workbench, servicer management, the audit log search, and the console calls
 * that stand on several lower modules at once (members, settings).
 */
import { modulePlugin } from '../module-plugin';
import { memberConsoleRoutes } from './member-console.routes';
import { rechargeConsoleRoutes } from './recharge-console.routes';
import { salesmanRoutes } from './salesman.routes';
import { settingsConsoleRoutes } from './settings-console.routes';
import { setupRoutes } from './setup.routes';
import { staffAccountRoutes } from './staff-account.routes';
import { staffRoutes } from './staff.routes';
import { withdrawConsoleRoutes } from './withdraw-console.routes';

export const staffModule = modulePlugin([
  staffRoutes,
  memberConsoleRoutes,
  rechargeConsoleRoutes,
  settingsConsoleRoutes,
  withdrawConsoleRoutes,
  salesmanRoutes,
  setupRoutes,
  staffAccountRoutes,
]);

export { prepareFirstRun } from './setup.service';
