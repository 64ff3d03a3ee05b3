import { Alert, Button, Drawer, Flex, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useRefundDetail } from '../api/get-refund-detail';
import { ComplainDecideForm } from './complain-decide-form';
import { RefundDetailView } from './refund-detail-view';
import { RefundStatusTag } from './refund-status-tag';

/**
 * A complaint as the platform judges it (issue 17): the whole refund, both sides' words and the
 * buyer's case to the platform, and, while it waits, the ruling form at the foot of the drawer.
 */
export function ComplainDrawer({ refundId, onClose }: { refundId: number; onClose: () => void }) {
  const { t } = useTranslation('refunds');
  const navigate = useNavigate();
  const detail = useRefundDetail(refundId);
  const refund = detail.data;
  const waiting = refund?.complain?.status === 1 ? refund.complain : null;
  return (
    <Drawer
      open={refundId > 0}
      size={1080}
      title={
        refund ? (
          <Flex gap="small" align="center">
            {t('complaints.drawer_title', { no: refund.refund_no })}
            <RefundStatusTag
              status={refund.refund_status}
              name={refund.refund_status_name}
              complaining={waiting !== null}
            />
          </Flex>
        ) : (
          t('complaints.drawer_loading')
        )
      }
      extra={
        refund && (
          <Button onClick={() => void navigate(`/refunds/${refund.refund_id}`)}>
            {t('complaints.open_refund')}
          </Button>
        )
      }
      footer={
        refund &&
        waiting && (
          <ComplainDecideForm
            complainId={waiting.complain_id}
            refundWays={refund.refund_ways}
            onDecided={onClose}
          />
        )
      }
      onClose={onClose}
      destroyOnHidden
    >
      {detail.error && (
        <Alert
          type="error"
          showIcon
          title={detail.error.message}
          action={
            <Button size="small" onClick={() => void detail.refetch()}>
              {t('common:actions.retry')}
            </Button>
          }
        />
      )}
      {!refund && !detail.error && <Skeleton active paragraph={{ rows: 12 }} />}
      {refund && <RefundDetailView refund={refund} />}
    </Drawer>
  );
}
