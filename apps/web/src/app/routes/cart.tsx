import { useTranslation } from 'react-i18next';
import { ContentColumn } from '@/components/content-column';
import { CartView } from '@/features/cart/components/cart-view';
import { palette } from '@/app/theme';

/** /cart (login required): the member's cart, grouped by shop, with the server's totals. */
export function CartPage() {
  const { t } = useTranslation('cart');
  return (
    <ContentColumn>
      <h1 style={{ margin: '0 0 12px', fontSize: 20, fontWeight: 700, color: palette.text }}>
        {t('page.title')}
      </h1>
      <CartView />
    </ContentColumn>
  );
}
