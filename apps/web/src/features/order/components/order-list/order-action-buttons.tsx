import type { OrderAction } from '@shop/contracts/order';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { orderActionButtons } from '../../lib/order-actions';
import { useOrderActions } from './use-order-actions';

type Props = {
  orderId: number;
  actions: readonly OrderAction[];
  /** A column of full-width buttons (list) or a row (detail banner). */
  direction?: 'vertical' | 'horizontal';
  size?: 'small' | 'middle' | 'large';
};

/** The buttons the server allows for an order, urgent ones red and filled. */
export function OrderActionButtons({
  orderId,
  actions,
  direction = 'vertical',
  size = 'small',
}: Props) {
  const { t } = useTranslation('order');
  const { run, pendingOf } = useOrderActions();
  const pending = pendingOf(orderId);
  const buttons = orderActionButtons(actions);
  if (buttons.length === 0) return null;
  const vertical = direction === 'vertical';
  return (
    <div
      style={{
        display: 'flex',
        flexDirection: vertical ? 'column' : 'row',
        alignItems: vertical ? 'stretch' : 'center',
        gap: 8,
      }}
    >
      {buttons.map(({ action, primary }) => (
        <Button
          key={action}
          size={size}
          type={primary ? 'primary' : 'default'}
          loading={pending === action}
          disabled={pending !== null && pending !== action}
          onClick={() => run(action, orderId)}
        >
          {t(`actions.${action}`)}
        </Button>
      ))}
    </div>
  );
}
