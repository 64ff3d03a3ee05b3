import { lazyPage } from '@shop/web-kit/lazy-route';
import type { RouteObject } from 'react-router';
import { handle } from '@/lib/route-handle';

/** The member centre's account pages: profile, security, licences, addresses, money, points. */
export const memberAccountRoutes: RouteObject[] = [
  {
    path: 'index',
    handle: handle({ titleKey: 'member:titles.index' }),
    lazy: lazyPage(
      () => import('../routes/member-index'),
      (m) => m.MemberIndexPage,
    ),
  },
  {
    path: 'info',
    handle: handle({ titleKey: 'member-security:titles.info' }),
    lazy: lazyPage(
      () => import('../routes/member-info'),
      (m) => m.MemberInfoPage,
    ),
  },
  {
    path: 'security',
    handle: handle({ titleKey: 'member-security:titles.security' }),
    lazy: lazyPage(
      () => import('../routes/member-security'),
      (m) => m.MemberSecurityPage,
    ),
  },
  {
    path: 'qualification',
    handle: handle({ titleKey: 'licence:titles.qualification' }),
    lazy: lazyPage(
      () => import('../routes/member-qualification'),
      (m) => m.MemberQualificationPage,
    ),
  },
  {
    path: 'certiys',
    handle: handle({ titleKey: 'licence:titles.certiys' }),
    lazy: lazyPage(
      () => import('../routes/member-certiys'),
      (m) => m.MemberCertiysPage,
    ),
  },
  {
    path: 'footprint',
    handle: handle({ titleKey: 'pages:titles.footprint' }),
    lazy: lazyPage(
      () => import('../routes/member-footprint'),
      (m) => m.MemberFootprintPage,
    ),
  },
  {
    path: 'delivery_address',
    handle: handle({ titleKey: 'address:titles.deliveryAddress' }),
    lazy: lazyPage(
      () => import('../routes/member-delivery-address'),
      (m) => m.MemberDeliveryAddressPage,
    ),
  },
  {
    path: 'address_edit',
    handle: handle({ titleKey: 'address:titles.addressEdit' }),
    lazy: lazyPage(
      () => import('../routes/member-address-edit'),
      (m) => m.MemberAddressEditPage,
    ),
  },
  {
    path: 'my_coupon',
    handle: handle({ titleKey: 'coupon:titles.mine' }),
    lazy: lazyPage(
      () => import('../routes/member-my-coupon'),
      (m) => m.MemberMyCouponPage,
    ),
  },
  {
    path: 'my_point',
    handle: handle({ titleKey: 'point:titles.mine' }),
    lazy: lazyPage(
      () => import('../routes/member-my-point'),
      (m) => m.MemberMyPointPage,
    ),
  },
  {
    path: 'account_list',
    handle: handle({ titleKey: 'withdraw:titles.accountList' }),
    lazy: lazyPage(
      () => import('../routes/member-account-list'),
      (m) => m.MemberAccountListPage,
    ),
  },
  {
    path: 'account_edit',
    handle: handle({ titleKey: 'withdraw:titles.accountEdit' }),
    lazy: lazyPage(
      () => import('../routes/member-account-edit'),
      (m) => m.MemberAccountEditPage,
    ),
  },
  {
    path: 'apply_withdrawal',
    handle: handle({ titleKey: 'withdraw:titles.apply' }),
    lazy: lazyPage(
      () => import('../routes/member-apply-withdrawal'),
      (m) => m.MemberApplyWithdrawalPage,
    ),
  },
  {
    path: 'withdrawal',
    handle: handle({ titleKey: 'withdraw:titles.list' }),
    lazy: lazyPage(
      () => import('../routes/member-withdrawal'),
      (m) => m.MemberWithdrawalPage,
    ),
  },
  {
    path: 'withdrawal_detail',
    handle: handle({ titleKey: 'withdraw:titles.detail' }),
    lazy: lazyPage(
      () => import('../routes/member-withdrawal-detail'),
      (m) => m.MemberWithdrawalDetailPage,
    ),
  },
  {
    path: 'collection',
    handle: handle({ titleKey: 'pages:titles.collection' }),
    lazy: lazyPage(
      () => import('../routes/member-collection'),
      (m) => m.MemberCollectionPage,
    ),
  },
  {
    path: 'level',
    handle: handle({ titleKey: 'member-level:titles.level' }),
    lazy: lazyPage(
      () => import('../routes/member-level'),
      (m) => m.MemberLevelPage,
    ),
  },
  {
    path: 'signin',
    handle: handle({ titleKey: 'member-level:titles.signin' }),
    lazy: lazyPage(
      () => import('../routes/member-signin'),
      (m) => m.MemberSigninPage,
    ),
  },
  {
    path: 'my_team',
    handle: handle({ titleKey: 'salesman:titles.myTeam' }),
    lazy: lazyPage(
      () => import('../routes/member-my-team'),
      (m) => m.MemberMyTeamPage,
    ),
  },
  {
    path: 'stockout_log',
    handle: handle({ titleKey: 'salesman:titles.stockoutLog' }),
    lazy: lazyPage(
      () => import('../routes/member-stockout-log'),
      (m) => m.MemberStockoutLogPage,
    ),
  },
  {
    path: 'account',
    handle: handle({ titleKey: 'account:titles.account' }),
    lazy: lazyPage(
      () => import('../routes/member-account'),
      (m) => m.MemberAccountPage,
    ),
  },
  {
    path: 'recharge_order',
    handle: handle({ titleKey: 'account:titles.rechargeOrder' }),
    lazy: lazyPage(
      () => import('../routes/member-recharge-order'),
      (m) => m.MemberRechargeOrderPage,
    ),
  },
  {
    path: 'recharge_list',
    handle: handle({ titleKey: 'account:titles.rechargeList' }),
    lazy: lazyPage(
      () => import('../routes/member-recharge-list'),
      (m) => m.MemberRechargeListPage,
    ),
  },
  {
    path: 'recharge_detail',
    handle: handle({ titleKey: 'account:titles.rechargeDetail' }),
    lazy: lazyPage(
      () => import('../routes/member-recharge-detail'),
      (m) => m.MemberRechargeDetailPage,
    ),
  },
];
