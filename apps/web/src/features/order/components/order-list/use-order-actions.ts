import type { OrderAction } from '@shop/contracts/order';
import { App } from 'antd';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useCloseOrder } from '../../api/close-order';
import { usePayOrders } from '../../api/pay-orders';
import { useRebuyOrder } from '../../api/rebuy-order';
import { useTakeDelivery } from '../../api/take-delivery';
import { logisticsPath } from '../../lib/order-paths';

/** The pages an action leads to. */
export const payPath = (outTradeNo: string) =>
  `/pay?out_trade_no=${encodeURIComponent(outTradeNo)}`;
export const CART_PATH = '/cart';
export const evaluatePath = (orderId: number) => `/evaluate?order_id=${orderId}`;

/**
 * What each order button does: 立即付款 opens a payment for the order and goes to /pay; 取消订单
 * and 确认收货 ask first; 再次购买 fills the cart and goes there; 查看物流 opens /member/logistics;
 * 评价 and 追评 open /evaluate. `pending` names the action in flight for an order, so its button
 * spins and the others wait.
 */
export function useOrderActions() {
  const { t } = useTranslation('order');
  const { modal } = App.useApp();
  const navigate = useNavigate();
  const pay = usePayOrders();
  const close = useCloseOrder();
  const take = useTakeDelivery();
  const rebuy = useRebuyOrder();

  const run = useCallback(
    (action: OrderAction, orderId: number) => {
      switch (action) {
        case 'pay':
          pay.mutate([orderId], {
            onSuccess: ({ out_trade_no }) => void navigate(payPath(out_trade_no)),
          });
          return;
        case 'close':
          modal.confirm({
            title: t('confirm.closeTitle'),
            content: t('confirm.closeContent'),
            okText: t('confirm.ok'),
            cancelText: t('confirm.cancel'),
            okButtonProps: { danger: true },
            // A refusal is toasted by the call; the dialog closes either way.
            onOk: () => close.mutateAsync(orderId).catch(() => undefined),
          });
          return;
        case 'takedelivery':
          modal.confirm({
            title: t('confirm.takeTitle'),
            content: t('confirm.takeContent'),
            okText: t('confirm.ok'),
            cancelText: t('confirm.cancel'),
            onOk: () => take.mutateAsync(orderId).catch(() => undefined),
          });
          return;
        case 'rebuy':
          rebuy.mutate(orderId, {
            onSuccess: ({ added }) => {
              if (added > 0) void navigate(CART_PATH);
            },
          });
          return;
        case 'evaluate':
        case 'evaluate_again':
          void navigate(evaluatePath(orderId));
          return;
        case 'logistics':
          void navigate(logisticsPath(orderId));
      }
    },
    [close, modal, navigate, pay, rebuy, t, take],
  );

  const pendingOf = (orderId: number): OrderAction | null => {
    if (pay.isPending && pay.variables?.[0] === orderId) return 'pay';
    if (close.isPending && close.variables === orderId) return 'close';
    if (take.isPending && take.variables === orderId) return 'takedelivery';
    if (rebuy.isPending && rebuy.variables === orderId) return 'rebuy';
    return null;
  };

  return { run, pendingOf };
}
