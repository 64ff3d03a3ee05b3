import { Menu } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation } from 'react-router';
import { useMySalesman } from '@/features/member/api/get-my-salesman';
import { useVerifierCheck } from '@/features/verify/api/check-verifier';
import { isRouteAvailable } from '@/lib/available-routes';
import { palette } from '@/app/theme';
import { availableMemberMenu } from './member-menu';

const MENU_WIDTH = 210;

/** Pages reached from a menu entry keep that entry highlighted. */
const MENU_ENTRY_OF: Record<string, string> = {
  '/member/address_edit': '/member/delivery_address',
  '/member/order_detail': '/member/order_list',
  '/member/logistics': '/member/order_list',
  '/member/order_detail_pickup': '/member/order_list',
  '/member/order_detail_local_delivery': '/member/order_list',
  '/member/order_detail_virtual': '/member/order_list',
  '/member/verification_detail': '/member/verification_list',
  '/member/refund': '/member/activist',
  '/member/refund_detail': '/member/activist',
};

/** The member centre: the left menu (only entries whose page exists) beside the page. */
export function MemberLayout() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const isSalesman = useMySalesman().data?.is_salesman ?? false;
  const isVerifier = useVerifierCheck().data?.is_verifier ?? false;
  const roles = { salesman: isSalesman, verifier: isVerifier };
  const items = availableMemberMenu(isRouteAvailable, roles).map((group) => ({
    type: 'group' as const,
    key: group.key,
    label: (
      <span style={{ fontSize: 15, fontWeight: 600, color: palette.text }}>
        {t(`member:menu.groups.${group.key}`)}
      </span>
    ),
    children: group.entries.map((e) => ({
      key: e.path,
      label: <Link to={e.path}>{t(`member:menu.${e.key}`)}</Link>,
    })),
  }));
  return (
    <div style={{ display: 'flex', gap: 16, alignItems: 'flex-start' }}>
      <nav
        aria-label={t('member:menu.label')}
        style={{ width: MENU_WIDTH, flexShrink: 0, background: palette.white, padding: '8px 0' }}
      >
        <Menu
          mode="inline"
          items={items}
          selectedKeys={[MENU_ENTRY_OF[pathname.toLowerCase()] ?? pathname.toLowerCase()]}
          style={{ borderInlineEnd: 0 }}
        />
      </nav>
      <div style={{ flex: 1, minWidth: 0 }}>
        <Outlet />
      </div>
    </div>
  );
}
