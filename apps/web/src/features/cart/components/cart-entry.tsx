import { ShoppingCartOutlined } from '@ant-design/icons';
import { Badge } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** The header's cart entry with its line-count badge, leading to /cart. */
export function CartEntry({ count }: { count: number }) {
  const { t } = useTranslation();
  return (
    <Link
      to="/cart"
      aria-label={t('cart:entry.label', { count })}
      style={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 8,
        width: 150,
        height: 40,
        border: '1px solid #E5E5E5',
        background: '#fff',
        color: '#E4393C',
        fontSize: 14,
      }}
    >
      <Badge count={count} size="small" overflowCount={99} offset={[2, -2]}>
        <ShoppingCartOutlined aria-hidden style={{ fontSize: 22, color: '#E4393C' }} />
      </Badge>
      <span>{t('cart:entry.title')}</span>
    </Link>
  );
}
