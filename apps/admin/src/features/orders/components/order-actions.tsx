import type { ConsoleOrderDetail } from '@shop/contracts/order';
import { formatYuan } from '@shop/web-kit/money';
import { App, Button, Flex } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStaffMay } from '@/lib/staff';
import { useCloseOrder } from '../api/close-order';
import { useConfirmVoucher } from '../api/confirm-voucher';
import { useRejectVoucher } from '../api/reject-voucher';
import { PickupModal } from './pickup-modal';
import { ReasonModal } from './reason-modal';
import { ShipModal } from './ship-modal';

type Dialog = 'reject' | 'close' | 'ship' | 'pickup' | null;

/** Which of the order's actions the staff member is offered, by permission and state. */
export function offeredActions(
  order: Pick<ConsoleOrderDetail, 'state' | 'delivery_type' | 'payment'>,
  may: { review: boolean; fulfil: boolean },
) {
  const reviewing = order.state === 'reviewing' && order.payment?.status === 2;
  // A pickup or virtual goods order is handed over with its code, never shipped (issue 17).
  const byCode = order.delivery_type === 'store' || order.delivery_type === 'virtual';
  return {
    confirm: may.review && reviewing,
    reject: may.review && reviewing,
    ship: may.fulfil && order.state === 'waitsend' && !byCode,
    pickup: may.fulfil && order.state === 'waitsend' && byCode,
    close: may.fulfil && order.state === 'waitpay',
  };
}

/**
 * The order detail's actions (issue 15): 确认收款 (with a confirmation) and 驳回 (with a reason)
 * for `payment.review`; 发货, 提货核销 and 关闭订单 (with a reason) for `order.fulfil`, each only
 * in the state that allows it. A refusal (e.g. 该凭证已处理 when another staff member acted
 * first) shows the server's message, and the order is read again either way.
 */
export function OrderActions({ order }: { order: ConsoleOrderDetail }) {
  const { t } = useTranslation('order');
  const { modal, message } = App.useApp();
  const offered = offeredActions(order, {
    review: useStaffMay('payment.review'),
    fulfil: useStaffMay('order.fulfil'),
  });
  const [dialog, setDialog] = useState<Dialog>(null);
  const confirm = useConfirmVoucher();
  const reject = useRejectVoucher();
  const closeOrder = useCloseOrder();

  const askConfirm = () =>
    modal.confirm({
      title: t('actions.confirm_title'),
      content: t('actions.confirm_body', {
        money: formatYuan(order.payment?.pay_money ?? order.order_money),
        no: order.payment?.out_trade_no ?? order.out_trade_no,
      }),
      okText: t('actions.confirm_ok'),
      cancelText: t('common:actions.cancel'),
      onOk: async () => {
        try {
          await confirm.mutateAsync({ order_id: order.order_id });
          void message.success(t('actions.confirmed'));
        } catch (error) {
          void message.error((error as Error).message);
        }
      },
    });

  const hide = () => {
    reject.reset();
    closeOrder.reset();
    setDialog(null);
  };

  if (!Object.values(offered).some(Boolean)) return null;
  return (
    <Flex gap="small" wrap>
      {offered.confirm && (
        <Button type="primary" onClick={askConfirm}>
          {t('actions.confirm')}
        </Button>
      )}
      {offered.reject && (
        <Button danger onClick={() => setDialog('reject')}>
          {t('actions.reject')}
        </Button>
      )}
      {offered.ship && (
        <Button type="primary" onClick={() => setDialog('ship')}>
          {t('actions.ship')}
        </Button>
      )}
      {offered.pickup && (
        <Button type="primary" onClick={() => setDialog('pickup')}>
          {t('actions.pickup')}
        </Button>
      )}
      {offered.close && (
        <Button danger onClick={() => setDialog('close')}>
          {t('actions.close')}
        </Button>
      )}
      <ReasonModal
        open={dialog === 'reject'}
        title={t('actions.reject_title')}
        label={t('actions.reject_reason')}
        placeholder={t('actions.reject_placeholder')}
        okText={t('actions.reject')}
        pending={reject.isPending}
        error={reject.error}
        onClose={hide}
        onSubmit={(reason) =>
          reject.mutate(
            { order_id: order.order_id, reason },
            {
              onSuccess: () => {
                void message.success(t('actions.rejected'));
                hide();
              },
            },
          )
        }
      />
      <ReasonModal
        open={dialog === 'close'}
        title={t('actions.close_title')}
        label={t('actions.close_reason')}
        okText={t('actions.close')}
        pending={closeOrder.isPending}
        error={closeOrder.error}
        onClose={hide}
        onSubmit={(reason) =>
          closeOrder.mutate(
            { order_id: order.order_id, reason },
            {
              onSuccess: () => {
                void message.success(t('actions.closed'));
                hide();
              },
            },
          )
        }
      />
      {offered.ship && <ShipModal order={order} open={dialog === 'ship'} onClose={hide} />}
      {offered.pickup && (
        <PickupModal orderId={order.order_id} open={dialog === 'pickup'} onClose={hide} />
      )}
    </Flex>
  );
}
