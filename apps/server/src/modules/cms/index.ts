/** The cms module's front door (floor 8, see modules/README.md): help centre and notices. */
import { modulePlugin } from '../module-plugin';
import { helpRoutes } from './help.routes';
import { noticeRoutes } from './notice.routes';

export const cmsModule = modulePlugin([helpRoutes, noticeRoutes]);
