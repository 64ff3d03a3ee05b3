import { spacedVerifyCode, type VerifyInfo } from '@shop/contracts/verify';
import { shopDateTimeSeconds } from '@shop/web-kit/shop-time';
import { Descriptions, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { palette } from '@/app/theme';
import { VerifyItemsTable } from './verify-items-table';

/** What a looked-up code covers: the order, its store and buyer, and its goods. */
export function VerifyInfoCard({ info }: { info: VerifyInfo }) {
  const { t } = useTranslation('verify');
  return (
    <section aria-label={t('desk.infoTitle')} style={{ display: 'grid', gap: 16 }}>
      <Descriptions bordered size="middle" column={2}>
        <Descriptions.Item label={t('fields.code')}>
          <span style={{ fontSize: 18, fontWeight: 600, letterSpacing: 2 }}>
            {spacedVerifyCode(info.verify_code)}
          </span>
        </Descriptions.Item>
        <Descriptions.Item label={t('fields.type')}>
          <Tag color={info.verify_type === 'virtual' ? 'purple' : 'blue'}>
            {info.verify_type_name}
          </Tag>
          {info.is_verified ? (
            <Tag color="default">{t('state.verified')}</Tag>
          ) : (
            <Tag color="success">{t('state.waiting')}</Tag>
          )}
        </Descriptions.Item>
        <Descriptions.Item label={t('fields.orderNo')}>{info.order_no}</Descriptions.Item>
        <Descriptions.Item label={t('fields.payTime')}>
          {info.pay_time === null ? '—' : shopDateTimeSeconds(info.pay_time)}
        </Descriptions.Item>
        <Descriptions.Item label={t('fields.shop')}>{info.shop_name}</Descriptions.Item>
        <Descriptions.Item label={t('fields.store')}>{info.store_name}</Descriptions.Item>
        <Descriptions.Item label={t('fields.buyer')}>{info.buyer_name}</Descriptions.Item>
        <Descriptions.Item label={t('fields.buyerMobile')}>
          {info.buyer_mobile || '—'}
        </Descriptions.Item>
        {info.is_verified && (
          <>
            <Descriptions.Item label={t('fields.verifyTime')}>
              {info.verify_time === null ? '—' : shopDateTimeSeconds(info.verify_time)}
            </Descriptions.Item>
            <Descriptions.Item label={t('fields.verifier')}>
              {info.verifier_name || t('state.handedOverByStaff')}
            </Descriptions.Item>
          </>
        )}
      </Descriptions>
      <VerifyItemsTable items={info.items} />
      <div style={{ textAlign: 'right', color: palette.textSecondary }}>
        {t('items.total', { count: info.goods_num })}
      </div>
    </section>
  );
}
