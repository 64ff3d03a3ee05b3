/**
 * The site module's front door (floor 8, see modules/README.md): the page furniture (site info
 * call, adverts, navigation, footer, float layer, home floors, servicer switch).
 */
import { modulePlugin } from '../module-plugin';
import { advRoutes } from './adv.routes';
import { floatLayerRoutes } from './float-layer.routes';
import { floorsRoutes } from './floors.routes';
import { footerRoutes } from './footer.routes';
import { navRoutes } from './nav.routes';
import { servicerConfigRoutes } from './servicer-config.routes';
import { siteSettingsRoutes } from './site-settings.routes';
import { siteRoutes } from './site.routes';

export const siteModule = modulePlugin([
  siteRoutes,
  siteSettingsRoutes,
  advRoutes,
  navRoutes,
  footerRoutes,
  floatLayerRoutes,
  servicerConfigRoutes,
  floorsRoutes,
]);

export { FLOAT_LAYER_KEY } from './float-layer.service';
export { COPYRIGHT_KEY, FOOTER_EXTRAS_KEY, WEAPP_KEY } from './footer.service';
export { SERVICER_KEY } from './servicer-config.service';
