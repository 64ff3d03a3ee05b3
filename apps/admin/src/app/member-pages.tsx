import {
  PayCircleOutlined,
  SafetyCertificateOutlined,
  TeamOutlined,
  TransactionOutlined,
} from '@ant-design/icons';
import { lazyPage } from '@shop/web-kit/lazy-route';
import type { ConsolePage } from './console-page';

/*
 * The console's sections about members and their money (see `CONSOLE_PAGES`): members, recharge
 * and withdrawal reviews, qualification documents.
 */

export const MEMBER_PAGES: readonly ConsolePage[] = [
  {
    key: 'members',
    path: '/members',
    permission: 'member.read',
    icon: <TeamOutlined />,
    routes: [
      {
        index: true,
        lazy: lazyPage(
          () => import('./routes/members'),
          (m) => m.MembersPage,
        ),
      },
      {
        path: ':memberId',
        lazy: lazyPage(
          () => import('./routes/member-detail'),
          (m) => m.MemberDetailPage,
        ),
      },
    ],
  },
  {
    key: 'recharges',
    path: '/recharges',
    permission: 'recharge.review',
    icon: <PayCircleOutlined />,
    routes: [
      {
        index: true,
        lazy: lazyPage(
          () => import('./routes/recharges'),
          (m) => m.RechargesPage,
        ),
      },
    ],
  },
  {
    key: 'withdrawals',
    path: '/withdrawals',
    permission: 'withdraw.review',
    icon: <TransactionOutlined />,
    routes: [
      {
        index: true,
        lazy: lazyPage(
          () => import('./routes/withdrawals'),
          (m) => m.WithdrawalsPage,
        ),
      },
    ],
  },
  {
    key: 'documents',
    path: '/documents',
    permission: 'document.review',
    icon: <SafetyCertificateOutlined />,
    routes: [
      {
        index: true,
        lazy: lazyPage(
          () => import('./routes/documents'),
          (m) => m.DocumentsPage,
        ),
      },
    ],
  },
];
