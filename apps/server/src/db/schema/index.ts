/**
 * Every table of the database, for drizzle (the client's typed schema and drizzle-kit's migrations).
 * Each table's definition lives with the module that owns it (`modules/<owner>/*.tables.ts`).
 */
export * from '../../modules/aftersale/aftersale.tables';
export * from '../../modules/auth/member-token.tables';
export * from '../../modules/auth/staff.tables';
export * from '../../modules/cart/cart.tables';
export * from '../../modules/catalogue/catalogue.tables';
export * from '../../modules/catalogue/goods-batch.tables';
export * from '../../modules/catalogue/goods-member.tables';
export * from '../../modules/catalogue/shop-document.tables';
export * from '../../modules/catalogue/store.tables';
export * from '../../modules/chat/chat.tables';
export * from '../../modules/cms/cms.tables';
export * from '../../modules/coupon/coupon.tables';
export * from '../../modules/erp/erp-import.tables';
export * from '../../modules/erp/erp.tables';
export * from '../../modules/finance/finance.tables';
export * from '../../modules/finance/member-money.tables';
export * from '../../modules/member/member-document.tables';
export * from '../../modules/member/member-growth.tables';
export * from '../../modules/member/member-point.tables';
export * from '../../modules/member/member.tables';
export * from '../../modules/order/order-erp.tables';
export * from '../../modules/order/order.tables';
export * from '../../modules/payment/payment.tables';
export * from '../../modules/point/point.tables';
export * from '../../modules/pricing/promotion-terms.tables';
export * from '../../modules/pricing/sale-control.tables';
export * from '../../modules/promotion/promotion.tables';
export * from '../../modules/settings/settings.tables';
export * from '../../modules/site/site.tables';
export * from '../../modules/verify/verify.tables';
