import { ShoppingCartOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { palette } from '@/app/theme';

/** The empty cart: a short line and the way back to the goods. */
export function CartEmpty() {
  const { t } = useTranslation('cart');
  return (
    <div
      style={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 24,
        padding: '80px 0',
        background: palette.white,
        border: `1px solid ${palette.divider}`,
      }}
    >
      <ShoppingCartOutlined aria-hidden style={{ fontSize: 96, color: palette.border }} />
      <div>
        <p style={{ fontSize: 16, color: palette.textSecondary, margin: '0 0 16px' }}>
          {t('empty.title')}
        </p>
        <Link to="/list">
          <Button type="primary">{t('empty.shop')}</Button>
        </Link>
      </div>
    </div>
  );
}
