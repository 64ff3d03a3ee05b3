import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { OrderListPanel } from '@/features/order/components/order-list/order-list-panel';
import {
  orderPlaceFromParams,
  orderPlaceParams,
  type OrderListPlace,
} from '@/features/order/lib/order-tabs';

/**
 * /member/order_list (我的订单, login required): the tab and page live in `?status=&page=`, so
 * reload and back keep them.
 */
export function MemberOrderListPage() {
  const [params, setParams] = useSearchParams();
  const place = orderPlaceFromParams(params);
  const go = useCallback(
    (next: OrderListPlace) => {
      setParams(orderPlaceParams(next));
      window.scrollTo({ top: 0 });
    },
    [setParams],
  );
  return <OrderListPanel tab={place.tab} page={place.page} onPlaceChange={go} />;
}
