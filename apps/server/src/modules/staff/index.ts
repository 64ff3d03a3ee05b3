/**
 * The staff module's front door (floor 10, see modules/README.md): servicer login, the workbench,
 * and the console calls that stand on several lower modules at once (members, settings).
 */
import { modulePlugin } from '../module-plugin';
import { memberConsoleRoutes } from './member-console.routes';
import { settingsConsoleRoutes } from './settings-console.routes';
import { staffRoutes } from './staff.routes';

export const staffModule = modulePlugin([staffRoutes, memberConsoleRoutes, settingsConsoleRoutes]);
