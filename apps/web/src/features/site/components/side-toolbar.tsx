import {
  CustomerServiceOutlined,
  FileTextOutlined,
  HeartOutlined,
  HistoryOutlined,
  ShoppingCartOutlined,
  TagsOutlined,
  VerticalAlignTopOutlined,
} from '@ant-design/icons';
import { App, Badge, theme, Tooltip } from 'antd';
import type { CSSProperties, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { hasSession } from '@/lib/session';
import { palette } from '@/app/theme';
import { useAddonFlags } from '../api/get-addon-flags';
import { useServicerConfig } from '../api/get-servicer-config';
import { useBackToTop } from '../hooks/use-back-to-top';

const WIDTH = 38;

const ENTRIES = [
  { key: 'orders', to: '/member/order_list', icon: <FileTextOutlined /> },
  { key: 'footprint', to: '/member/footprint', icon: <HistoryOutlined /> },
  { key: 'follows', to: '/member/collection', icon: <HeartOutlined /> },
  { key: 'coupons', to: '/member/my_coupon', icon: <TagsOutlined />, addon: 'coupon' },
] as const;

function ToolButton({
  label,
  children,
  onClick,
}: {
  label: string;
  children: ReactNode;
  onClick: () => void;
}) {
  return (
    <Tooltip title={label} placement="left">
      <button
        type="button"
        aria-label={label}
        onClick={onClick}
        className="side-toolbar-item"
        style={itemStyle}
      >
        {children}
      </button>
    </Tooltip>
  );
}

const itemStyle: CSSProperties = {
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: WIDTH,
  height: 38,
  color: palette.white,
  fontSize: 18,
  background: 'transparent',
  border: 0,
  cursor: 'pointer',
};

/**
 * The fixed strip on the right edge (spec §2 side toolbar): cart with its count, member shortcuts,
 * customer service when the shop offers it on the PC site (`onOpenService` opens the chat, which
 * the layout provides: features do not import each other), and back to top after 300 px.
 */
export function SideToolbar({
  cartCount,
  onOpenService,
}: {
  cartCount: number;
  onOpenService: () => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { token } = theme.useToken();
  const { data: servicer } = useServicerConfig();
  const { visible: showTop, scrollToTop } = useBackToTop();
  const { data: addons } = useAddonFlags();
  const serviceOn = addons?.servicer === 1 && servicer?.open === 1 && servicer.open_pc === 1;

  const openService = () => {
    if (!hasSession()) {
      void message.warning(t('layout:toolbar.notLoggedIn'));
      return;
    }
    onOpenService();
  };

  const hover = `.side-toolbar-item:hover,.side-toolbar-item:focus-visible{background:${token.colorPrimary}!important;color:${palette.white}}`;
  return (
    <nav
      aria-label={t('layout:toolbar.label')}
      style={{
        position: 'fixed',
        top: 0,
        right: 0,
        bottom: 0,
        width: WIDTH,
        background: palette.text,
        zIndex: 900,
      }}
    >
      <style>{hover}</style>
      <div
        style={{
          position: 'absolute',
          top: '50%',
          transform: 'translateY(-50%)',
          display: 'flex',
          flexDirection: 'column',
          gap: 2,
        }}
      >
        <Tooltip title={t('layout:toolbar.cart')} placement="left">
          <Link
            to="/cart"
            aria-label={t('layout:toolbar.cart')}
            className="side-toolbar-item"
            style={{
              ...itemStyle,
              height: 'auto',
              flexDirection: 'column',
              gap: 4,
              padding: '10px 0',
            }}
          >
            <ShoppingCartOutlined />
            <span style={{ writingMode: 'vertical-rl', fontSize: 12, letterSpacing: 2 }}>
              {t('layout:toolbar.cart')}
            </span>
            <Badge
              count={cartCount}
              overflowCount={99}
              size="small"
              showZero
              color={token.colorPrimary}
              style={{ boxShadow: 'none' }}
            />
          </Link>
        </Tooltip>
        {ENTRIES.filter((entry) => !('addon' in entry) || addons?.[entry.addon] === 1).map(
          (entry) => (
            <Tooltip key={entry.key} title={t(`layout:toolbar.${entry.key}`)} placement="left">
              <Link
                to={entry.to}
                aria-label={t(`layout:toolbar.${entry.key}`)}
                className="side-toolbar-item"
                style={itemStyle}
              >
                {entry.icon}
              </Link>
            </Tooltip>
          ),
        )}
        {serviceOn && (
          <ToolButton label={t('layout:toolbar.service')} onClick={openService}>
            <CustomerServiceOutlined />
          </ToolButton>
        )}
      </div>
      {showTop && (
        <div style={{ position: 'absolute', bottom: 16 }}>
          <ToolButton label={t('layout:toolbar.backToTop')} onClick={scrollToTop}>
            <VerticalAlignTopOutlined />
          </ToolButton>
        </div>
      )}
    </nav>
  );
}
