import { Popconfirm } from 'antd';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import { palette } from '@/app/theme';
import { useDeleteCart } from '../api/delete-cart';

/** Deletes one line after a confirmation. */
export function DeleteLineButton({ cartId, name }: { cartId: number; name: string }) {
  const { t } = useTranslation('cart');
  const remove = useDeleteCart();
  return (
    <Popconfirm
      title={t('page.deleteConfirm')}
      okText={t('page.confirm')}
      cancelText={t('page.cancel')}
      onConfirm={() =>
        remove.mutateAsync({ cart_id: cartId }).then(
          () => toast.success(t('page.deleted'), 'cart-delete'),
          (error: Error) => toast.error(error.message, 'cart-delete'),
        )
      }
    >
      <button
        type="button"
        aria-label={`${t('page.delete')} ${name}`}
        data-shop-label
        style={{
          border: 0,
          background: 'none',
          padding: 0,
          color: palette.textSecondary,
          cursor: 'pointer',
        }}
      >
        {t('page.delete')}
      </button>
    </Popconfirm>
  );
}
