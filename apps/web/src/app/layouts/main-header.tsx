import { useLocation } from 'react-router';
import { ContentColumn } from '@/components/content-column';
import { CartEntry } from '@/features/cart/components/cart-entry';
import { CategoryMenu } from '@/features/catalogue/components/category-menu';
import { SearchBox } from '@/features/catalogue/components/search-box';
import { NavBar } from '@/features/site/components/nav-bar';
import { SiteLogo } from '@/features/site/components/site-logo';
import { SitePhone } from '@/features/site/components/site-phone';
import { WapQrcode } from '@/features/site/components/wap-qrcode';
import { palette } from '@/app/theme';

/** Height of the home page's first screen: the carousel and the pinned category menu. */
export const FIRST_SCREEN_HEIGHT = 440;

/**
 * The storefront header: logo, search, cart, hotline and mobile QR code; below it the category
 * menu (pinned open on the home page, on hover elsewhere) and the shop's navigation.
 */
export function MainHeader({ cartCount }: { cartCount: number }) {
  const { pathname } = useLocation();
  const isHome = pathname.toLowerCase() === '/index';
  return (
    <header style={{ background: palette.white }}>
      <ContentColumn style={{ display: 'flex', alignItems: 'center', gap: 32, height: 110 }}>
        <div style={{ width: 240, flexShrink: 0 }}>
          <SiteLogo />
        </div>
        <div style={{ paddingTop: 24 }}>
          <SearchBox />
        </div>
        <CartEntry count={cartCount} />
        <div style={{ marginLeft: 'auto', display: 'flex', alignItems: 'center', gap: 20 }}>
          <SitePhone />
          <WapQrcode />
        </div>
      </ContentColumn>
      <div style={{ borderBottom: `2px solid ${palette.brand}` }}>
        <ContentColumn style={{ display: 'flex', height: 40 }}>
          <CategoryMenu pinned={isHome} height={FIRST_SCREEN_HEIGHT} />
          <NavBar />
        </ContentColumn>
      </div>
    </header>
  );
}
