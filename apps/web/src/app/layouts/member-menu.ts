import {
  AuditOutlined,
  BankOutlined,
  CalendarOutlined,
  CheckSquareOutlined,
  ContainerOutlined,
  CrownOutlined,
  EnvironmentOutlined,
  FileProtectOutlined,
  GiftOutlined,
  HeartOutlined,
  HistoryOutlined,
  HomeOutlined,
  IdcardOutlined,
  InboxOutlined,
  PayCircleOutlined,
  ProfileOutlined,
  RollbackOutlined,
  ScanOutlined,
  SafetyOutlined,
  SolutionOutlined,
  StarOutlined,
  TeamOutlined,
  TransactionOutlined,
  WalletOutlined,
} from '@ant-design/icons';
import type { ComponentType, CSSProperties } from 'react';

type Icon = ComponentType<{ style?: CSSProperties }>;

/**
 * A member-centre entry: its page path, the `member:menu.*` label key and an icon; `salesman`
 * entries show only to a member login linked to a salesman (spec §6, issue 16), `verifier`
 * entries only to a verifier of a pickup store (issue 17).
 */
export type MemberMenuEntry = {
  path: string;
  key: string;
  icon: Icon;
  salesman?: boolean;
  verifier?: boolean;
};
/** Who the member is besides a buyer: the entries only they see. */
export type MemberRoles = { salesman?: boolean; verifier?: boolean };
export type MemberMenuGroup = { key: 'trade' | 'member' | 'account'; entries: MemberMenuEntry[] };

const entry = (page: string, icon: Icon, key = page): MemberMenuEntry => ({
  path: `/member/${page}`,
  key,
  icon,
});

/**
 * The member centre's entries (spec §2 member area), grouped the way Chinese malls do:
 * 交易中心 / 会员中心 / 账户中心. Pages that do not exist yet are filtered out where shown.
 */
export const MEMBER_MENU: MemberMenuGroup[] = [
  {
    key: 'trade',
    entries: [
      entry('order_list', ProfileOutlined, 'orderList'),
      entry('activist', RollbackOutlined),
      entry('complain', SolutionOutlined),
      { ...entry('verification', ScanOutlined), verifier: true },
      { ...entry('verification_list', CheckSquareOutlined, 'verificationList'), verifier: true },
    ],
  },
  {
    key: 'member',
    entries: [
      entry('index', HomeOutlined),
      entry('info', IdcardOutlined),
      entry('security', SafetyOutlined),
      entry('delivery_address', EnvironmentOutlined, 'deliveryAddress'),
      entry('qualification', AuditOutlined),
      entry('certiys', FileProtectOutlined),
      entry('collection', HeartOutlined),
      entry('footprint', HistoryOutlined),
      entry('my_coupon', GiftOutlined, 'myCoupon'),
      entry('level', CrownOutlined),
      entry('signin', CalendarOutlined),
      entry('out_of_stock', InboxOutlined, 'outOfStock'),
      { ...entry('my_team', TeamOutlined, 'myTeam'), salesman: true },
      { ...entry('stockout_log', ContainerOutlined, 'stockoutLog'), salesman: true },
    ],
  },
  {
    key: 'account',
    entries: [
      entry('account', WalletOutlined),
      entry('my_point', StarOutlined, 'myPoint'),
      entry('recharge_list', PayCircleOutlined, 'rechargeList'),
      entry('withdrawal', TransactionOutlined),
      entry('account_list', BankOutlined, 'accountList'),
    ],
  },
];

/**
 * The groups with only the entries whose page exists (salesman pages only for a salesman,
 * the verification desk only for a verifier); empty groups dropped.
 */
export function availableMemberMenu(
  isAvailable: (path: string) => boolean,
  roles: MemberRoles = {},
): MemberMenuGroup[] {
  return MEMBER_MENU.map((g) => ({
    ...g,
    entries: g.entries.filter(
      (e) =>
        isAvailable(e.path) && (roles.salesman || !e.salesman) && (roles.verifier || !e.verifier),
    ),
  })).filter((g) => g.entries.length > 0);
}
