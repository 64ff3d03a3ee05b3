import type { RefundDetail } from '@shop/contracts/aftersale';
import { shopDateTime } from '@shop/web-kit/shop-time';
import { formatYuan } from '@shop/web-kit/money';
import {
  Alert,
  Button,
  Card,
  Descriptions,
  Popconfirm,
  Result,
  Space,
  type DescriptionsProps,
} from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { palette } from '@/app/theme';
import { ImageThumbs } from '@/components/image-thumbs';
import { PanelFrame } from '@/components/panel-frame';
import { QueryState } from '@/components/query-state';
import { refusalText } from '@/lib/refusal-text';
import { toast } from '@/lib/toast';
import { useRefundDetail } from '../api/get-refunds';
import { useCancelRefund } from '../api/refund-writes';
import { ACTIVIST_PATH, complainPath } from '../lib/refund-paths';
import { RefundConversation } from './refund-conversation';
import { RefundGoodsCard } from './refund-goods-card';
import { RefundMessageForm } from './refund-message-form';
import { RefundStatusTag } from './refund-status-tag';
import { RefundSteps } from './refund-steps';
import { ReturnDeliveryForm } from './return-delivery-form';

/** What the buyer should know or do now, under the status. */
function StatusNote({ refund }: { refund: RefundDetail }) {
  const { t } = useTranslation('aftersale');
  const s = refund.refund_status;
  if (s === 1 && refund.shop_deadline !== null)
    return <>{t('detail.notes.applied', { time: shopDateTime(refund.shop_deadline) })}</>;
  if (s === -1)
    return (
      <span style={{ color: palette.brand }}>
        {t('detail.notes.refused', { reason: refund.refuse_reason })}
      </span>
    );
  if (s === 5)
    return (
      <>
        {t('detail.notes.refunded', {
          money: formatYuan(refund.refund_money),
          way: refund.refund_way_name,
        })}
      </>
    );
  const key = { 2: 'waitReturn', 3: 'returned', 4: 'waitTransfer', [-2]: 'cancelled' }[s];
  return key ? <>{t(`detail.notes.${key}`)}</> : null;
}

function CancelButton({ refundId }: { refundId: number }) {
  const { t } = useTranslation('aftersale');
  const cancel = useCancelRefund();
  return (
    <Popconfirm
      title={t('detail.cancelConfirm')}
      onConfirm={() =>
        cancel
          .mutateAsync(refundId)
          .then(() => toast.success(t('detail.cancelDone')))
          .catch((error: unknown) => toast.error(refusalText(error, t('detail.cancelFailed'))))
      }
    >
      <Button loading={cancel.isPending}>{t('detail.cancel')}</Button>
    </Popconfirm>
  );
}

function RefundFacts({ refund }: { refund: RefundDetail }) {
  const { t } = useTranslation('aftersale');
  const items: DescriptionsProps['items'] = [
    { key: 'no', label: t('detail.refundNo'), children: refund.refund_no },
    { key: 'time', label: t('detail.applyTime'), children: shopDateTime(refund.create_time) },
    { key: 'type', label: t('detail.type'), children: refund.refund_type_name },
    { key: 'num', label: t('detail.num'), children: `${refund.num}${refund.goods.unit}` },
    {
      key: 'money',
      label: t('detail.applyMoney'),
      children: (
        <>
          <strong style={{ color: palette.brand }}>{formatYuan(refund.apply_money)}</strong>
          {refund.refund_point > 0 && ` + ${t('detail.points', { point: refund.refund_point })}`}
        </>
      ),
    },
    {
      key: 'way',
      label: t('detail.way'),
      children: refund.refund_way_name || t('detail.wayPending'),
    },
    {
      key: 'reason',
      label: t('detail.reason'),
      span: 2,
      children: (
        <>
          {refund.reason}
          {refund.remark && <div style={{ color: palette.textSecondary }}>{refund.remark}</div>}
        </>
      ),
    },
  ];
  if (refund.images.length > 0)
    items.push({
      key: 'images',
      label: t('detail.images'),
      span: 2,
      children: <ImageThumbs images={refund.images} altOf={(n) => t('detail.evidence', { n })} />,
    });
  if (refund.return_address)
    items.push({
      key: 'address',
      label: t('detail.returnAddress'),
      span: 2,
      children: refund.return_address,
    });
  if (refund.delivery_no)
    items.push({
      key: 'parcel',
      label: t('detail.returnParcel'),
      span: 2,
      children: `${refund.delivery_company} ${refund.delivery_no}`,
    });
  return <Descriptions bordered column={2} size="middle" items={items} />;
}

function DetailBody({ refund }: { refund: RefundDetail }) {
  const { t } = useTranslation('aftersale');
  const can = new Set(refund.actions);
  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <div style={{ border: `1px solid ${palette.dividerLight}` }}>
        <div
          style={{
            display: 'flex',
            alignItems: 'center',
            gap: 12,
            padding: '16px 20px',
            background: palette.brandWash,
          }}
        >
          <RefundStatusTag status={refund.refund_status} name={refund.refund_status_name} />
          <span style={{ flex: 1, color: palette.textSecondary }}>
            <StatusNote refund={refund} />
          </span>
          <Space>
            {can.has('complain') && (
              <Link to={complainPath(refund.refund_id)}>
                <Button danger>{t('detail.complain')}</Button>
              </Link>
            )}
            {can.has('cancel') && <CancelButton refundId={refund.refund_id} />}
          </Space>
        </div>
        <RefundSteps refund={refund} />
      </div>
      {can.has('delivery') && (
        <Card size="small" title={t('delivery.title')}>
          <Alert
            type="warning"
            showIcon
            title={t('delivery.sendTo', { address: refund.return_address })}
            style={{ marginBottom: 12 }}
          />
          <ReturnDeliveryForm refundId={refund.refund_id} />
        </Card>
      )}
      {refund.complain && (
        <Alert
          type={refund.complain.status === 1 ? 'warning' : 'info'}
          showIcon
          title={`${t('detail.complainState')}：${refund.complain.status_name}`}
          description={<Link to={complainPath(refund.refund_id)}>{t('detail.complainSee')}</Link>}
        />
      )}
      <div style={{ padding: 16, background: palette.fill }}>
        <RefundGoodsCard goods={refund.goods} />
      </div>
      <RefundFacts refund={refund} />
      <Card size="small" title={t('detail.conversation')}>
        {can.has('message') && <RefundMessageForm refundId={refund.refund_id} />}
        <RefundConversation logs={refund.logs} />
      </Card>
    </Space>
  );
}

/** 退款详情 (issue 17): the steps, the facts, what to do now, and the conversation. */
export function RefundDetailPanel({ refundId }: { refundId: number }) {
  const { t } = useTranslation('aftersale');
  const query = useRefundDetail(refundId);
  const back = <Link to={ACTIVIST_PATH}>{t('detail.back')}</Link>;
  return (
    <PanelFrame title={t('titles.refundDetail')} extra={back}>
      {Number.isNaN(refundId) ? (
        <Result status="warning" title={t('detail.notFound')} extra={back} />
      ) : (
        <QueryState query={query} rows={12} errorTitle={t('detail.loadFailed')} errorExtra={back}>
          {(refund) => <DetailBody refund={refund} />}
        </QueryState>
      )}
    </PanelFrame>
  );
}
