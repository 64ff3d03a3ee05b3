import type { Complain, RefundDetail } from '@shop/contracts/aftersale';
import { ImageUploadWall } from '@shop/web-kit/upload';
import { shopDateTime } from '@shop/web-kit/shop-time';
import {
  Button,
  Descriptions,
  Form,
  Input,
  Popconfirm,
  Result,
  Select,
  Space,
  Tag,
  type DescriptionsProps,
} from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { palette } from '@/app/theme';
import { ImageThumbs } from '@/components/image-thumbs';
import { PanelFrame } from '@/components/panel-frame';
import { QueryState } from '@/components/query-state';
import { refusalText } from '@/lib/refusal-text';
import { toast } from '@/lib/toast';
import { useRefundDetail } from '../api/get-refunds';
import { uploadRefundImage, useCancelComplain, useComplain } from '../api/refund-writes';
import { refundDetailPath } from '../lib/refund-paths';
import { RefundGoodsCard } from './refund-goods-card';
import { RefundStatusTag } from './refund-status-tag';

type Values = { reason: string; content: string; images: string[] };

/** Why buyers ask the platform to step in (the platform reads the rest in the content). */
const COMPLAIN_REASONS = ['refused', 'noAnswer', 'quality', 'other'] as const;

function ComplainForm({ refundId }: { refundId: number }) {
  const { t } = useTranslation('aftersale');
  const send = useComplain();
  const [uploading, setUploading] = useState(false);
  const submit = (values: Values) =>
    send
      .mutateAsync({ refund_id: refundId, ...values, images: values.images ?? [] })
      .then(() => toast.success(t('complain.done')))
      .catch((error: unknown) => toast.error(refusalText(error, t('complain.failed'))));
  return (
    <Form<Values>
      labelCol={{ span: 4 }}
      wrapperCol={{ span: 16 }}
      initialValues={{ images: [] }}
      onFinish={(values) => void submit(values)}
      style={{ maxWidth: 880 }}
    >
      <Form.Item
        name="reason"
        label={t('complain.reason')}
        rules={[{ required: true, message: t('complain.reasonRule') }]}
      >
        <Select
          style={{ width: 320 }}
          placeholder={t('complain.reasonPlaceholder')}
          options={COMPLAIN_REASONS.map((r) => ({
            value: t(`complain.reasons.${r}`),
            label: t(`complain.reasons.${r}`),
          }))}
        />
      </Form.Item>
      <Form.Item
        name="content"
        label={t('complain.content')}
        rules={[{ required: true, whitespace: true, message: t('complain.contentRule') }]}
      >
        <Input.TextArea
          rows={5}
          maxLength={500}
          showCount
          placeholder={t('complain.contentPlaceholder')}
        />
      </Form.Item>
      <Form.Item name="images" label={t('complain.images')} extra={t('apply.imagesHint')}>
        <ImageUploadWall upload={uploadRefundImage} max={5} onUploadingChange={setUploading} />
      </Form.Item>
      <Form.Item wrapperCol={{ offset: 4 }}>
        <Button
          type="primary"
          danger
          htmlType="submit"
          loading={send.isPending}
          disabled={uploading}
        >
          {t('complain.submit')}
        </Button>
      </Form.Item>
    </Form>
  );
}

const DECISION_COLOURS = { buyer: 'green', shop: 'red', '': 'orange' } as const;

function WithdrawComplain({ refundId }: { refundId: number }) {
  const { t } = useTranslation('aftersale');
  const withdraw = useCancelComplain();
  return (
    <Popconfirm
      title={t('complain.withdrawConfirm')}
      onConfirm={() =>
        withdraw
          .mutateAsync(refundId)
          .then(() => toast.success(t('complain.withdrawDone')))
          .catch((error: unknown) => toast.error(refusalText(error, t('complain.withdrawFailed'))))
      }
    >
      <Button size="small" type="link" loading={withdraw.isPending}>
        {t('complain.withdraw')}
      </Button>
    </Popconfirm>
  );
}

function ComplainFacts({ refundId, complain }: { refundId: number; complain: Complain }) {
  const { t } = useTranslation('aftersale');
  const items: DescriptionsProps['items'] = [
    {
      key: 'state',
      label: t('complain.state'),
      children: (
        <>
          <Tag color={DECISION_COLOURS[complain.decision]}>{complain.status_name}</Tag>
          {complain.status === 1 && <WithdrawComplain refundId={refundId} />}
        </>
      ),
    },
    { key: 'time', label: t('complain.time'), children: shopDateTime(complain.create_time) },
    { key: 'reason', label: t('complain.reason'), span: 2, children: complain.reason },
    {
      key: 'content',
      label: t('complain.content'),
      span: 2,
      children: (
        <>
          <div style={{ whiteSpace: 'pre-wrap' }}>{complain.content}</div>
          {complain.images.length > 0 && (
            <div style={{ marginTop: 8 }}>
              <ImageThumbs images={complain.images} altOf={(n) => t('detail.evidence', { n })} />
            </div>
          )}
        </>
      ),
    },
  ];
  if (complain.decision !== '')
    items.push({
      key: 'decision',
      label: t('complain.decision'),
      span: 2,
      children: (
        <>
          <strong
            style={{ color: complain.decision === 'buyer' ? palette.successDark : palette.brand }}
          >
            {t(`complain.decisions.${complain.decision}`)}
          </strong>
          {complain.decide_time !== null && (
            <span style={{ color: palette.textMuted, marginLeft: 12 }}>
              {shopDateTime(complain.decide_time)}
            </span>
          )}
          <div style={{ marginTop: 6 }}>{complain.decision_note}</div>
        </>
      ),
    });
  return <Descriptions bordered column={2} size="middle" items={items} />;
}

function ComplainBody({ refund }: { refund: RefundDetail }) {
  const { t } = useTranslation('aftersale');
  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <div
        style={{
          padding: 16,
          background: palette.fill,
          display: 'flex',
          justifyContent: 'space-between',
          alignItems: 'center',
        }}
      >
        <RefundGoodsCard goods={refund.goods} />
        <Space direction="vertical" align="end">
          <RefundStatusTag status={refund.refund_status} name={refund.refund_status_name} />
          {refund.refuse_reason && (
            <span style={{ color: palette.brand }}>
              {t('complain.shopSaid', { reason: refund.refuse_reason })}
            </span>
          )}
        </Space>
      </div>
      {refund.complain ? (
        <ComplainFacts refundId={refund.refund_id} complain={refund.complain} />
      ) : refund.actions.includes('complain') ? (
        <ComplainForm refundId={refund.refund_id} />
      ) : (
        <Result
          status="info"
          title={t('complain.notAllowed')}
          subTitle={t('complain.notAllowedHint')}
        />
      )}
    </Space>
  );
}

/** 平台维权 (issue 17): the buyer asks the platform to decide a refund; the decision shows here. */
export function ComplainPanel({ refundId }: { refundId: number }) {
  const { t } = useTranslation('aftersale');
  const query = useRefundDetail(refundId);
  const back = Number.isNaN(refundId) ? null : (
    <Link to={refundDetailPath(refundId)}>{t('complain.back')}</Link>
  );
  return (
    <PanelFrame title={t('titles.complain')} extra={back}>
      {Number.isNaN(refundId) ? (
        <Result status="warning" title={t('detail.notFound')} />
      ) : (
        <QueryState query={query} rows={10} errorTitle={t('detail.loadFailed')}>
          {(refund) => <ComplainBody refund={refund} />}
        </QueryState>
      )}
    </PanelFrame>
  );
}
