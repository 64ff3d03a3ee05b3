import {
  consoleRefundReceiveEndpoint,
  REFUND_STATUS,
  type ConsoleRefundDetail,
} from '@shop/contracts/aftersale';
import { formatYuan } from '@shop/web-kit/money';
import { Alert, App, Button, Flex } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStaffMay } from '@/lib/staff';
import { useRefundWrite } from '../api/use-refund-write';
import { offeredRefundActions } from '../refund-rules';
import { AgreeModal } from './agree-modal';

/**
 * The refund's actions (issue 17), each only when the server allows it now and the role may:
 * 同意 (a dialog: refund way, return address, message), 拒绝 and 已打款 (the page's reason and
 * remark dialogs, `onRefuse` / `onTransfer`), 确认收货 (after a confirmation, warning when the
 * buyer has sent no return waybill yet). A refusal (e.g.
 * 该售后单已被处理 when another staff member acted first) shows the server's message, and the
 * refund is read again either way.
 */
export function RefundActions({
  refund,
  onRefuse,
  onTransfer,
}: {
  refund: ConsoleRefundDetail;
  onRefuse: () => void;
  onTransfer: () => void;
}) {
  const { t } = useTranslation('refunds');
  const { modal, message } = App.useApp();
  const offered = offeredRefundActions(refund.staff_actions, {
    review: useStaffMay('refund.review'),
    pay: useStaffMay('refund.pay'),
  });
  const [agreeing, setAgreeing] = useState(false);
  const receive = useRefundWrite(consoleRefundReceiveEndpoint);

  // Agreed but no return waybill yet (status 2): staff are warned and confirm knowingly (issue 25).
  const noWaybill = refund.refund_status === REFUND_STATUS.waitReturn;
  const askReceive = () =>
    modal.confirm({
      title: t('actions.receive_title'),
      content: (
        <>
          {noWaybill && (
            <Alert
              type="warning"
              showIcon
              message={t('actions.receive_no_waybill')}
              style={{ marginBottom: 8 }}
            />
          )}
          {t('actions.receive_body', {
            money: formatYuan(refund.apply_money),
            way: refund.refund_way_name,
          })}
        </>
      ),
      okText: t(noWaybill ? 'actions.receive_anyway' : 'actions.receive'),
      okButtonProps: noWaybill ? { danger: true } : undefined,
      cancelText: t('common:actions.cancel'),
      onOk: async () => {
        try {
          await receive.mutateAsync({ refund_id: refund.refund_id, no_waybill: noWaybill });
          void message.success(t('actions.received'));
        } catch (error) {
          void message.error((error as Error).message);
        }
      },
    });

  return (
    <Flex gap="small" wrap>
      {offered.includes('agree') && (
        <Button type="primary" onClick={() => setAgreeing(true)}>
          {t('actions.agree')}
        </Button>
      )}
      {offered.includes('receive') && (
        <Button type="primary" onClick={askReceive}>
          {t('actions.receive')}
        </Button>
      )}
      {offered.includes('transfer') && (
        <Button type="primary" onClick={onTransfer}>
          {t('actions.transfer')}
        </Button>
      )}
      {offered.includes('refuse') && (
        <Button danger onClick={onRefuse}>
          {t('actions.refuse')}
        </Button>
      )}
      {offered.includes('agree') && (
        <AgreeModal refund={refund} open={agreeing} onClose={() => setAgreeing(false)} />
      )}
    </Flex>
  );
}
