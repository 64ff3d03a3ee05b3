import { REFUND_STATUS, type ConsoleRefundDetail } from '@shop/contracts/aftersale';
import { shopDateTimeSeconds } from '@shop/web-kit/shop-time';
import { Card, Col, Descriptions, Empty, List, Row, Steps, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { space } from '@/app/theme';
import { Money } from '@/components/money';
import { ReceivingAccount } from '@/components/receiving-account';
import { useStaffMay } from '@/lib/staff';
import { needsReturnAddress, refundStep } from '../refund-rules';
import { ComplainCard } from './complain-card';
import { EvidenceImages } from './evidence-images';
import { RefundConversation } from './refund-conversation';
import { RefundGoods } from './refund-goods';
import { RefundMessageForm } from './refund-message-form';

/**
 * Everything of a refund as the console reads it (issue 17): its progress, the goods and the
 * buyer's case (reason, note, evidence), the money, the order and buyer, the return address and
 * parcel, the complaint, and the whole conversation with the shop's message box. The refund page
 * and the complaint's decision drawer both show it.
 */
export function RefundDetailView({ refund }: { refund: ConsoleRefundDetail }) {
  const { t } = useTranslation('refunds');
  const mayWrite = useStaffMay('refund.review');
  const step = refundStep(refund);
  return (
    <Row gutter={[space.md, space.md]}>
      <Col span={24}>
        <Card size="small">
          <Steps
            size="small"
            current={step.current}
            status={step.status}
            items={step.steps.map((key, i) => ({
              title:
                step.status === 'error' && i === step.current
                  ? refund.refund_status_name
                  : t(`steps.${key}`),
            }))}
            style={{ padding: `${space.sm}px ${space.lg}px` }}
          />
        </Card>
      </Col>
      <Col xs={24} xl={16}>
        <Row gutter={[space.md, space.md]}>
          <Col span={24}>
            <RefundCase refund={refund} />
          </Col>
          <Col span={24}>
            <Card title={t('detail.logs')} size="small">
              <RefundConversation logs={refund.logs} />
              {mayWrite && refund.staff_actions.includes('message') && (
                <div style={{ marginTop: space.md }}>
                  <RefundMessageForm refundId={refund.refund_id} />
                </div>
              )}
            </Card>
          </Col>
        </Row>
      </Col>
      <Col xs={24} xl={8}>
        <Row gutter={[space.md, space.md]}>
          <Col span={24}>
            <RefundOrder refund={refund} />
          </Col>
          {refund.refund_ways.includes('bank') && (
            <Col span={24}>
              <RefundAccounts refund={refund} />
            </Col>
          )}
          {needsReturnAddress(refund) && (
            <Col span={24}>
              <RefundReturn refund={refund} />
            </Col>
          )}
          {refund.complain && (
            <Col span={24}>
              <ComplainCard complain={refund.complain} />
            </Col>
          )}
        </Row>
      </Col>
    </Row>
  );
}

/** The goods, what the buyer asks for and why, and where the money went. */
function RefundCase({ refund }: { refund: ConsoleRefundDetail }) {
  const { t } = useTranslation('refunds');
  // The money is fixed once given back, or waiting for finance's transfer.
  const settled =
    refund.refund_status === REFUND_STATUS.refunded ||
    refund.refund_status === REFUND_STATUS.waitTransfer;
  return (
    <Card title={t('detail.info')} size="small">
      <div style={{ marginBottom: space.md }}>
        <RefundGoods
          goods={refund.goods}
          size={64}
          extra={
            <Typography.Text type="secondary">
              {t('detail.line', { num: refund.goods.num, unit: refund.goods.unit })}{' '}
              <Money value={refund.goods.price} />
            </Typography.Text>
          }
        />
      </div>
      <Descriptions size="small" column={{ xs: 1, md: 2 }} bordered>
        <Descriptions.Item label={t('detail.type')}>{refund.refund_type_name}</Descriptions.Item>
        <Descriptions.Item label={t('detail.apply_time')}>
          {shopDateTimeSeconds(refund.create_time)}
        </Descriptions.Item>
        <Descriptions.Item label={t('detail.num')}>
          {refund.num} {refund.goods.unit}
        </Descriptions.Item>
        <Descriptions.Item label={t('detail.apply_money')}>
          <span>
            <Typography.Text strong type="danger">
              <Money value={refund.apply_money} />
            </Typography.Text>
            {refund.refund_point > 0 && ` + ${t('detail.points', { count: refund.refund_point })}`}
          </span>
        </Descriptions.Item>
        {settled && (
          <Descriptions.Item label={t('detail.refund_money')}>
            <Money value={refund.refund_money} />
          </Descriptions.Item>
        )}
        {refund.refund_way_name !== '' && (
          <Descriptions.Item label={t('detail.refund_way')}>
            {refund.refund_way_name}
          </Descriptions.Item>
        )}
        {refund.finish_time !== null && (
          <Descriptions.Item label={t('detail.finish_time')}>
            {shopDateTimeSeconds(refund.finish_time)}
          </Descriptions.Item>
        )}
        <Descriptions.Item label={t('detail.reason')} span="filled">
          {refund.reason}
        </Descriptions.Item>
        <Descriptions.Item label={t('detail.remark')} span="filled">
          <span style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
            {refund.remark || t('detail.none')}
          </span>
        </Descriptions.Item>
        <Descriptions.Item label={t('detail.images')} span="filled">
          <EvidenceImages images={refund.images} />
        </Descriptions.Item>
        {refund.refuse_reason !== '' && (
          <Descriptions.Item label={t('detail.refuse_reason')} span="filled">
            <Typography.Text type="danger">{refund.refuse_reason}</Typography.Text>
          </Descriptions.Item>
        )}
      </Descriptions>
    </Card>
  );
}

/** The buyer and the order the goods came with, linked when the role may open them. */
function RefundOrder({ refund }: { refund: ConsoleRefundDetail }) {
  const { t } = useTranslation('refunds');
  const mayOrders = useStaffMay('order.read');
  const mayMembers = useStaffMay('member.read');
  return (
    <Card title={t('detail.order')} size="small">
      <Descriptions size="small" column={1}>
        <Descriptions.Item label={t('detail.buyer')}>
          {mayMembers ? (
            <Link to={`/members/${refund.member_id}`}>{refund.buyer_username}</Link>
          ) : (
            refund.buyer_username
          )}
        </Descriptions.Item>
        <Descriptions.Item label={t('detail.order_no')}>
          {mayOrders ? (
            <Link to={`/orders/${refund.goods.order_id}`}>{refund.goods.order_no}</Link>
          ) : (
            <Typography.Text copyable>{refund.goods.order_no}</Typography.Text>
          )}
        </Descriptions.Item>
        <Descriptions.Item label={t('detail.order_money')}>
          <Money value={refund.order_money} />
        </Descriptions.Item>
        <Descriptions.Item label={t('detail.pay_type')}>
          {t(`order:pay_types.${refund.pay_type}`, { defaultValue: refund.pay_type })}
        </Descriptions.Item>
      </Descriptions>
    </Card>
  );
}

/** The buyer's accounts finance may transfer a refund by bank to, the default first. */
function RefundAccounts({ refund }: { refund: ConsoleRefundDetail }) {
  const { t } = useTranslation('refunds');
  return (
    <Card title={t('detail.accounts')} size="small">
      <Typography.Paragraph type="secondary" style={{ fontSize: 12 }}>
        {t('detail.accounts_hint')}
      </Typography.Paragraph>
      {refund.receiving_accounts.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('detail.no_accounts')} />
      ) : (
        <List
          size="small"
          dataSource={refund.receiving_accounts}
          rowKey="id"
          renderItem={(account) => (
            <List.Item>
              <div>
                <ReceivingAccount account={account} isDefault={account.is_default === 1} />
              </div>
            </List.Item>
          )}
        />
      )}
    </Card>
  );
}

/** Where the goods go back and the parcel the buyer sent. */
function RefundReturn({ refund }: { refund: ConsoleRefundDetail }) {
  const { t } = useTranslation('refunds');
  return (
    <Card title={t('detail.return')} size="small">
      <Descriptions size="small" column={1}>
        <Descriptions.Item label={t('detail.return_address')}>
          {refund.return_address || t('detail.no_address')}
        </Descriptions.Item>
        <Descriptions.Item label={t('detail.delivery')}>
          {refund.delivery_no ? (
            <span>
              {refund.delivery_company}{' '}
              <Typography.Text copyable>{refund.delivery_no}</Typography.Text>
            </span>
          ) : (
            <Typography.Text type="secondary">{t('detail.not_sent')}</Typography.Text>
          )}
        </Descriptions.Item>
      </Descriptions>
    </Card>
  );
}
