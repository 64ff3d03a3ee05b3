import { lazy, Suspense } from 'react';
import { Outlet, useMatches } from 'react-router';
import { AccountArea } from '@/features/auth/components/account-area';
import { useCartCount } from '@/features/cart/api/get-cart-count';
import { ChatDialogHost } from '@/features/chat/components/chat-dialog-host';
import { openChat } from '@/features/chat/lib/chat-launcher';
import { useAddonFlags } from '@/features/site/api/get-addon-flags';
import { useServicerConfig } from '@/features/site/api/get-servicer-config';
import { useSiteInfo } from '@/features/site/api/get-site-info';
import { FloatLayer } from '@/features/site/components/float-layer';
import { SideToolbar } from '@/features/site/components/side-toolbar';
import { TopBanner } from '@/features/site/components/top-banner';
import { TopBar } from '@/features/site/components/top-bar';
import { CONTENT_WIDTH } from '@/components/content-column';
import type { RouteHandle } from '@/lib/route-handle';
import { palette } from '@/app/theme';
import { MainHeader } from './main-header';
import { LicenceNotice } from '@/features/licence/components/licence-notice';

// Below the fold: its code loads after the first screen's.
const MainFooter = lazy(() => import('./main-footer').then((m) => ({ default: m.MainFooter })));

/**
 * The storefront frame: top bar, banner, header, content, footer, side toolbar, float layer, and
 * the chat dialog host (its code loads on the first open).
 */
export function MainLayout() {
  const matches = useMatches();
  const handle = (matches[matches.length - 1]?.handle ?? {}) as RouteHandle;
  const cartCount = useCartCount();
  const { data: site } = useSiteInfo();
  const { data: addons } = useAddonFlags();
  const { data: servicer } = useServicerConfig();
  const chatOn = addons?.servicer === 1 && servicer?.open === 1 && servicer.open_pc === 1;
  return (
    <div style={{ minHeight: '100vh', background: handle.whiteBg ? palette.white : palette.fill }}>
      <TopBanner />
      <TopBar
        accountArea={
          <AccountArea siteName={site?.site_name} canSwitchAccount={addons?.multiaccount === 1} />
        }
      />
      <LicenceNotice compact />
      <MainHeader cartCount={cartCount} />
      <main
        style={{
          width: handle.fullWidth ? '100%' : CONTENT_WIDTH,
          margin: '0 auto',
          padding: handle.fullWidth ? 0 : '16px 0 32px',
        }}
      >
        <Outlet />
      </main>
      <Suspense fallback={<div style={{ minHeight: 480 }} />}>
        <MainFooter />
      </Suspense>
      <SideToolbar cartCount={cartCount} onOpenService={() => openChat()} />
      <FloatLayer />
      <ChatDialogHost available={chatOn} />
    </div>
  );
}
