import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config/env';
import { authRoutes } from './auth/auth.routes';
import { cartRoutes } from './cart/cart.routes';
import { catalogueRoutes } from './catalogue/catalogue.routes';
import { goodsListRoutes } from './catalogue/goods-list.routes';
import { helpRoutes } from './cms/help.routes';
import { memberRoutes } from './member/member.routes';
import { advRoutes } from './site/adv.routes';
import { floatLayerRoutes } from './site/float-layer.routes';
import { footerRoutes } from './site/footer.routes';
import { navRoutes } from './site/nav.routes';
import { servicerConfigRoutes } from './site/servicer-config.routes';
import { siteSettingsRoutes } from './site/site-settings.routes';
import { siteRoutes } from './site/site.routes';

/** Every feature module, registered in one place. */
export async function registerModules(app: FastifyInstance, config: AppConfig): Promise<void> {
  void config;
  await app.register(siteRoutes);
  await app.register(authRoutes, { config });
  await app.register(memberRoutes, { config });
  await app.register(siteSettingsRoutes);
  await app.register(advRoutes);
  await app.register(navRoutes);
  await app.register(footerRoutes);
  await app.register(floatLayerRoutes);
  await app.register(servicerConfigRoutes);
  await app.register(helpRoutes);
  await app.register(catalogueRoutes);
  await app.register(goodsListRoutes);
  await app.register(cartRoutes);
}
