import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { QueryState } from '@/components/query-state';
import { toast } from '@/lib/toast';
import { palette } from '@/app/theme';
import { useCalculateCart } from '../api/calculate-cart';
import { useDeleteCart } from '../api/delete-cart';
import { useCartLists } from '../api/get-cart-lists';
import {
  cartItems,
  checkedIds,
  groupByShop,
  invalidIds,
  selectAllState,
  setChecked,
  validIds,
} from '../lib/cart-selection';
import { CartEmpty } from './cart-empty';
import { CART_GRID } from './cart-grid';
import { CartShopGroup } from './cart-shop-group';
import { CartSkeleton } from './cart-skeleton';
import { CartSummaryBar } from './cart-summary-bar';

/**
 * The cart page (spec §2 /cart): lines by shop, each priced by the server, check boxes (all valid
 * lines checked at first, choices kept across refreshes), batch delete, and the server's totals of
 * the checked lines; 去结算 opens checkout with their ids.
 */
export function CartView() {
  const { t } = useTranslation('cart');
  const navigate = useNavigate();
  const lists = useCartLists();
  const remove = useDeleteCart();
  const [unchecked, setUnchecked] = useState<ReadonlySet<number>>(() => new Set());
  const items = useMemo(() => cartItems(lists.data), [lists.data]);
  const groups = useMemo(() => groupByShop(items), [items]);
  const checked = checkedIds(items, unchecked);
  const totals = useCalculateCart(checked);

  const check = (ids: number[], on: boolean) => setUnchecked((prev) => setChecked(prev, ids, on));
  const removeIds = (ids: number[]) =>
    remove.mutateAsync({ cart_id: ids }).then(
      () => toast.success(t('page.deleted'), 'cart-delete'),
      (error: Error) => toast.error(error.message, 'cart-delete'),
    );

  return (
    <QueryState
      query={lists}
      placeholder={<CartSkeleton />}
      isEmpty={() => items.length === 0}
      emptyView={<CartEmpty />}
    >
      {() => (
        <div>
          <div
            style={{
              ...CART_GRID,
              alignItems: 'center',
              height: 40,
              marginBottom: 12,
              background: palette.white,
              border: `1px solid ${palette.divider}`,
              color: palette.textSecondary,
              fontSize: 13,
            }}
          >
            <span />
            <span>{t('page.colGoods')}</span>
            <span>{t('page.colPrice')}</span>
            <span>{t('page.colQuantity')}</span>
            <span>{t('page.colSubtotal')}</span>
            <span>{t('page.colAction')}</span>
          </div>
          {groups.map((group) => (
            <CartShopGroup
              key={group.siteId}
              group={group}
              unchecked={unchecked}
              onCheck={check}
              manjian={
                checked.length > 0
                  ? totals.data?.manjian.find((m) => m.site_id === group.siteId)
                  : undefined
              }
            />
          ))}
          <CartSummaryBar
            selectAll={selectAllState(items, unchecked)}
            onSelectAll={(on) => check(validIds(items), on)}
            checkedCount={checked.length}
            invalidCount={invalidIds(items).length}
            totals={checked.length > 0 ? totals.data : undefined}
            calculating={totals.isFetching}
            onDeleteChecked={() => removeIds(checked)}
            onClearInvalid={() => removeIds(invalidIds(items))}
            onCheckout={() => void navigate(`/payment?cart_ids=${checked.join(',')}`)}
          />
        </div>
      )}
    </QueryState>
  );
}
