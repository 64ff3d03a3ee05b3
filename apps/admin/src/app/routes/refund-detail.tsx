import { ArrowLeftOutlined, ReloadOutlined } from '@ant-design/icons';
import {
  consoleRefundRefuseEndpoint,
  consoleRefundTransferEndpoint,
  type ConsoleRefundDetail,
} from '@shop/contracts/aftersale';
import { shopDateTimeSeconds } from '@shop/web-kit/shop-time';
import { Alert, App, Button, Flex, Skeleton } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useRefundDetail } from '@/features/refunds/api/get-refund-detail';
import { useRefundWrite } from '@/features/refunds/api/use-refund-write';
import { RefundActions } from '@/features/refunds/components/refund-actions';
import { RefundDetailView } from '@/features/refunds/components/refund-detail-view';
import { RefundStatusTag } from '@/features/refunds/components/refund-status-tag';
import { refundNotice } from '@/features/refunds/refund-rules';
import { NoteModal } from '@/features/withdraws/components/note-modal';
import { Money } from '@/components/money';
import { DetailLoadFailed } from '@/components/detail-load-failed';
import { PageHeader } from '@/components/page-header';
import { space } from '../theme';

/**
 * `/admin/refunds/:refundId` (issue 17): one refund request with everything of it (see
 * RefundDetailView) and the actions the server allows now for this role: 同意, 拒绝 (a reason the
 * buyer reads), 确认收货, 已打款 (finance's remark, e.g. the bank reference) and messages. After
 * each write the refund and the lists are read again; a refusal shows the server's message.
 */
export function RefundDetailPage() {
  const { t } = useTranslation('refunds');
  const refundId = Number(useParams().refundId);
  const valid = Number.isInteger(refundId) && refundId > 0;
  const query = useRefundDetail(valid ? refundId : 0);
  const back = (
    <Link to="/refunds">
      <ArrowLeftOutlined /> {t('detail.back')}
    </Link>
  );
  if (!valid || (query.isError && !query.data))
    return (
      <DetailLoadFailed
        title={valid ? query.error?.message : t('detail.not_found')}
        onRetry={valid ? () => void query.refetch() : undefined}
        backTo="/refunds"
        backLabel={t('detail.back')}
      />
    );
  const refund = query.data;
  if (!refund) return <Skeleton active paragraph={{ rows: 14 }} />;
  return (
    <>
      <PageHeader
        title={
          <Flex align="center" gap="small">
            {t('detail.title')} {refund.refund_no}
            <RefundStatusTag
              status={refund.refund_status}
              name={refund.refund_status_name}
              complaining={refund.complain?.status === 1}
            />
          </Flex>
        }
        subTitle={back}
        extra={
          <>
            <RefundWrites refund={refund} />
            <Button
              icon={<ReloadOutlined />}
              aria-label={t('detail.refresh')}
              loading={query.isFetching}
              onClick={() => void query.refetch()}
            />
          </>
        }
      />
      {query.isError && (
        <Alert
          type="error"
          showIcon
          title={query.error.message}
          style={{ marginBottom: space.md }}
        />
      )}
      <RefundNoticeBar refund={refund} />
      <RefundDetailView refund={refund} />
    </>
  );
}

/** The action buttons with the page's refuse and paid dialogs. */
function RefundWrites({ refund }: { refund: ConsoleRefundDetail }) {
  const { t } = useTranslation('refunds');
  const { message } = App.useApp();
  const [dialog, setDialog] = useState<'refuse' | 'transfer' | null>(null);
  const refuse = useRefundWrite(consoleRefundRefuseEndpoint);
  const transfer = useRefundWrite(consoleRefundTransferEndpoint);
  const close = () => {
    refuse.reset();
    transfer.reset();
    setDialog(null);
  };
  const done = (text: string) => {
    void message.success(text);
    close();
  };
  return (
    <>
      <RefundActions
        refund={refund}
        onRefuse={() => setDialog('refuse')}
        onTransfer={() => setDialog('transfer')}
      />
      <NoteModal
        open={dialog === 'refuse'}
        title={t('actions.refuse_title', { no: refund.refund_no })}
        label={t('actions.refuse_reason')}
        okText={t('actions.refuse')}
        danger
        pending={refuse.isPending}
        error={refuse.error}
        onSubmit={(reason) =>
          refuse.mutate(
            { refund_id: refund.refund_id, reason },
            { onSuccess: () => done(t('actions.refused')) },
          )
        }
        onClose={close}
      />
      <NoteModal
        open={dialog === 'transfer'}
        title={t('actions.transfer_title', { no: refund.refund_no })}
        label={t('actions.transfer_remark')}
        okText={t('actions.transfer')}
        pending={transfer.isPending}
        error={transfer.error}
        onSubmit={(remark) =>
          transfer.mutate(
            { refund_id: refund.refund_id, remark },
            { onSuccess: () => done(t('actions.transferred')) },
          )
        }
        onClose={close}
      />
    </>
  );
}

/** What the refund waits for, above its details (see `refundNotice`). */
function RefundNoticeBar({ refund }: { refund: ConsoleRefundDetail }) {
  const { t } = useTranslation('refunds');
  const notice = refundNotice(refund);
  if (!notice) return null;
  return (
    <Alert
      type={notice === 'complaining' ? 'warning' : 'info'}
      showIcon
      title={t(`notice.${notice}`, {
        time: refund.shop_deadline === null ? '' : shopDateTimeSeconds(refund.shop_deadline),
      })}
      description={
        notice === 'wait_transfer' && (
          <>
            {t('notice.transfer_money')} <Money value={refund.refund_money} /> ·{' '}
            {refund.buyer_username}
          </>
        )
      }
      style={{ marginBottom: space.md }}
    />
  );
}
