import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config/env';
import { aftersaleModule } from './aftersale';
import { authModule } from './auth';
import { cartModule } from './cart';
import { catalogueModule } from './catalogue';
import { chatModule } from './chat';
import { cmsModule } from './cms';
import { couponModule } from './coupon';
import { erpModule } from './erp';
import { financeModule } from './finance';
import { memberModule } from './member';
import { orderModule } from './order';
import { paymentModule } from './payment';
import { pointModule } from './point';
import { promotionModule } from './promotion';
import { siteModule } from './site';
import { staffModule } from './staff';
import { verifyModule } from './verify';

/**
 * Every feature module, registered in one place through its front door, lowest floor first
 * (modules/README.md). `settings` and `pricing` have no calls of their own.
 */
export async function registerModules(app: FastifyInstance, config: AppConfig): Promise<void> {
  for (const module of [
    memberModule,
    financeModule,
    authModule,
    catalogueModule,
    promotionModule,
    couponModule,
    cartModule,
    orderModule,
    pointModule,
    paymentModule,
    aftersaleModule,
    verifyModule,
    erpModule,
    siteModule,
    cmsModule,
    chatModule,
    staffModule,
  ])
    await app.register(module, { config });
}
