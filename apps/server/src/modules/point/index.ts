/** The point module's front door (floor 7, see modules/README.md): the points mall and exchanges. */
import { modulePlugin } from '../module-plugin';
import { pointRoutes } from './point.routes';

export const pointModule = modulePlugin([pointRoutes]);
