/**
 * The staff module's front door (floor 10, see modules/README.md): staff sign-in (console and
 * workbench), the workbench, servicer management and the audit log search.
 */
import { modulePlugin } from '../module-plugin';
import { staffRoutes } from './staff.routes';

export const staffModule = modulePlugin([staffRoutes]);
