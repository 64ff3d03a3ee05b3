import type { Complain } from '@shop/contracts/aftersale';
import { shopDateTimeSeconds } from '@shop/web-kit/shop-time';
import { Card, Descriptions, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { EvidenceImages } from './evidence-images';

const STATUS_COLOURS: Record<number, string> = { 1: 'magenta', 2: 'green', [-1]: 'default' };

/** The buyer's complaint to the platform (平台维权): their case and, once decided, the ruling. */
export function ComplainCard({ complain }: { complain: Complain }) {
  const { t } = useTranslation('refunds');
  return (
    <Card title={t('detail.complain')} size="small">
      <Descriptions size="small" column={1}>
        <Descriptions.Item label={t('complain.status')}>
          <Tag color={STATUS_COLOURS[complain.status] ?? 'default'}>{complain.status_name}</Tag>
        </Descriptions.Item>
        <Descriptions.Item label={t('complain.create_time')}>
          {shopDateTimeSeconds(complain.create_time)}
        </Descriptions.Item>
        <Descriptions.Item label={t('complain.reason')}>{complain.reason}</Descriptions.Item>
        <Descriptions.Item label={t('complain.content')}>
          <span style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
            {complain.content}
          </span>
        </Descriptions.Item>
        <Descriptions.Item label={t('complain.images')}>
          <EvidenceImages images={complain.images} size={56} />
        </Descriptions.Item>
        {complain.decision !== '' && (
          <Descriptions.Item label={t('complain.decision')}>
            <Typography.Text strong type={complain.decision === 'buyer' ? 'warning' : undefined}>
              {t(`complain.decisions.${complain.decision}`)}
            </Typography.Text>
          </Descriptions.Item>
        )}
        {complain.decision !== '' && (
          <Descriptions.Item label={t('complain.note')}>{complain.decision_note}</Descriptions.Item>
        )}
        {complain.decide_time !== null && (
          <Descriptions.Item label={t('complain.decide_time')}>
            {shopDateTimeSeconds(complain.decide_time)}
          </Descriptions.Item>
        )}
      </Descriptions>
    </Card>
  );
}
