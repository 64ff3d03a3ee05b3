import type { DbTransaction } from '../client';
import { seedAftersaleDemo } from './aftersale-demo';
import { seedDemoCatalogue } from './catalogue';
import { seedCmsDemo } from './cms-demo';
import { seedComboDemo } from './combo-demo';
import { seedCouponDemo } from './coupon-demo';
import { seedGroupbuyDemo } from './groupbuy-demo';
import { seedManjianDemo } from './manjian-demo';
import { seedPointDemo } from './point-demo';
import { seedStaffDemo } from './staff-demo';
import { seedSalesmanDemo } from './salesman-demo';
import { seedChatDemo } from './chat-demo';
import { seedSeckillDemo } from './seckill-demo';
import { seedTopicDemo } from './topic-demo';
import { seedEvaluateDemo } from './evaluate-demo';
import { seedFooterSettings } from './footer';
import { seedFloorDemo } from './floor-demo';
import { seedFooterDemo } from './footer-demo';
import { seedLicenceDemo } from './licence-demo';
import { seedMemberBase } from './member';
import { seedMemberDemo } from './member-demo';
import { seedOfflineAccountDemo } from './offline-account-demo';
import { seedPickupStoreDemo } from './pickup-store-demo';
import { seedVirtualGoodsDemo } from './virtual-goods-demo';
import { seedPromotionDemo } from './promotion-demo';
import { seedSaleControlDemo } from './sale-control-demo';
import { seedShopDeliveryDemo } from './shop-delivery-demo';
import { seedSite } from './site';
import { seedSiteDemo } from './site-demo';

export type Seeder = (tx: DbTransaction) => Promise<void>;

/** Settings every shop needs (site info, default images, regions, member levels). */
export const baseSeeders: Seeder[] = [seedMemberBase, seedSite, seedFooterSettings];

/** Generated demo data: catalogue, shops, content, adverts and the demo accounts. */
export const demoSeeders: Seeder[] = [
  seedDemoCatalogue,
  seedMemberDemo,
  seedSiteDemo,
  seedCmsDemo,
  seedFooterDemo,
  seedPromotionDemo,
  seedShopDeliveryDemo,
  seedCouponDemo,
  seedSeckillDemo,
  seedGroupbuyDemo,
  seedTopicDemo,
  seedManjianDemo,
  seedComboDemo,
  seedPointDemo,
  seedStaffDemo,
  seedSalesmanDemo,
  seedPickupStoreDemo,
  seedVirtualGoodsDemo,
  seedChatDemo,
  seedSaleControlDemo,
  seedFloorDemo,
  seedEvaluateDemo,
  seedLicenceDemo,
  seedAftersaleDemo,
  seedOfflineAccountDemo,
];
