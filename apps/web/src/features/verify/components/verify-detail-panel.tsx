import { spacedVerifyCode } from '@shop/contracts/verify';
import { shopDateTimeSeconds } from '@shop/web-kit/shop-time';
import { Button, Descriptions, Result, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PanelFrame } from '@/components/panel-frame';
import { QueryState } from '@/components/query-state';
import { palette } from '@/app/theme';
import { useVerifyDetail } from '../api/get-verify-records';
import { VERIFY_LIST_PATH } from '../lib/verify-paths';
import { VerifyItemsTable } from './verify-items-table';

/** 核销详情 (issue 17): one of the member's records, with the order it handed over. */
export function VerifyDetailPanel({ verifyId }: { verifyId: number | undefined }) {
  const { t } = useTranslation('verify');
  const query = useVerifyDetail(verifyId);
  const back = <Link to={VERIFY_LIST_PATH}>{t('detail.back')}</Link>;
  return (
    <PanelFrame title={t('titles.detail')} extra={back}>
      {verifyId === undefined ? (
        <Result status="warning" title={t('detail.notFound')} extra={back} />
      ) : (
        <QueryState
          query={query}
          rows={8}
          errorTitle={t('detail.loadFailed')}
          errorExtra={
            <Link to={VERIFY_LIST_PATH}>
              <Button>{t('detail.back')}</Button>
            </Link>
          }
        >
          {(r) => (
            <div style={{ display: 'grid', gap: 16 }}>
              <Descriptions bordered column={2} size="middle">
                <Descriptions.Item label={t('fields.code')}>
                  <span style={{ fontSize: 16, fontWeight: 600, letterSpacing: 2 }}>
                    {spacedVerifyCode(r.verify_code)}
                  </span>
                </Descriptions.Item>
                <Descriptions.Item label={t('fields.type')}>
                  <Tag color={r.verify_type === 'virtual' ? 'purple' : 'blue'}>
                    {r.verify_type_name}
                  </Tag>
                  <Tag color="success">{t('state.verified')}</Tag>
                </Descriptions.Item>
                <Descriptions.Item label={t('fields.verifyTime')}>
                  {shopDateTimeSeconds(r.verify_time)}
                </Descriptions.Item>
                <Descriptions.Item label={t('fields.verifier')}>
                  {r.verifier_name}
                </Descriptions.Item>
                <Descriptions.Item label={t('fields.store')}>{r.store_name}</Descriptions.Item>
                <Descriptions.Item label={t('fields.shop')}>{r.shop_name}</Descriptions.Item>
                <Descriptions.Item label={t('fields.orderNo')}>{r.order_no}</Descriptions.Item>
                <Descriptions.Item label={t('fields.payTime')}>
                  {r.pay_time === null ? '—' : shopDateTimeSeconds(r.pay_time)}
                </Descriptions.Item>
                <Descriptions.Item label={t('fields.buyer')}>{r.buyer_name}</Descriptions.Item>
                <Descriptions.Item label={t('fields.buyerMobile')}>
                  {r.buyer_mobile || '—'}
                </Descriptions.Item>
              </Descriptions>
              <VerifyItemsTable items={r.items} />
              <div style={{ textAlign: 'right', color: palette.textSecondary }}>
                {t('items.total', { count: r.goods_num })}
              </div>
            </div>
          )}
        </QueryState>
      )}
    </PanelFrame>
  );
}
