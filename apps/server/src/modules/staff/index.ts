/** The staff module's front door (floor 10, see modules/README.md): servicer login and the workbench. */
import { modulePlugin } from '../module-plugin';
import { staffRoutes } from './staff.routes';

export const staffModule = modulePlugin([staffRoutes]);
