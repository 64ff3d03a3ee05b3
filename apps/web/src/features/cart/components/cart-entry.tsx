import { ShoppingCartOutlined } from '@ant-design/icons';
import { Badge, Popover } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { palette } from '@/app/theme';
import { MiniCart } from './mini-cart';

/**
 * The header's cart entry with its line-count badge, leading to /cart; hovering opens the mini
 * cart (its lines load on the first hover).
 */
export function CartEntry({ count }: { count: number }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <Popover
      content={<MiniCart open={open} onLeave={() => setOpen(false)} />}
      placement="bottomRight"
      trigger="hover"
      mouseEnterDelay={0.15}
      open={open}
      onOpenChange={setOpen}
    >
      <Link
        to="/cart"
        onClick={() => setOpen(false)}
        aria-label={t('cart:entry.label', { count })}
        style={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          gap: 8,
          width: 150,
          height: 40,
          border: `1px solid ${palette.borderLight}`,
          background: palette.white,
          color: palette.brand,
          fontSize: 14,
        }}
      >
        <Badge count={count} size="small" overflowCount={99} offset={[2, -2]}>
          <ShoppingCartOutlined aria-hidden style={{ fontSize: 22, color: palette.brand }} />
        </Badge>
        <span>{t('cart:entry.title')}</span>
      </Link>
    </Popover>
  );
}
