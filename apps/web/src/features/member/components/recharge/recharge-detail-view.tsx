import type { RechargeDetail } from '@shop/contracts/member';
import { yuanToFen, fenToYuan } from '@shop/contracts/money';
import { offlineAccountSet } from '@shop/contracts/order';
import { shopDateTimeSeconds } from '@shop/web-kit/shop-time';
import { formatYuan } from '@shop/web-kit/money';
import { Alert, Button, Descriptions, Image, Popconfirm } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { palette } from '@/app/theme';
import { toast } from '@/lib/toast';
import { useCloseRecharge } from '../../api/recharge-actions';
import { RechargeStatusTag } from './recharge-status-tag';

type Props = {
  recharge: RechargeDetail;
  /** The bank transfer form (the order feature's), shown while the recharge waits payment. */
  transfer: ReactNode;
};

/** /member/recharge_detail: the recharge's state, its figures, and paying it by transfer. */
export function RechargeDetailView({ recharge: r, transfer }: Props) {
  const { t } = useTranslation('account');
  const close = useCloseRecharge();
  const credited = fenToYuan(yuanToFen(r.amount) + yuanToFen(r.bonus));
  const notice =
    r.status === 2 ? (
      <Alert type="success" showIcon title={t('detail.paid', { credited })} />
    ) : r.status === 1 ? (
      <Alert type="info" showIcon title={t('detail.reviewing')} />
    ) : r.status === -1 ? (
      <Alert type="warning" showIcon title={t('detail.closedText')} />
    ) : r.reject_reason ? (
      <Alert type="error" showIcon title={t('detail.rejected', { reason: r.reject_reason })} />
    ) : null;

  return (
    <div
      style={{
        background: palette.white,
        padding: 20,
        display: 'flex',
        flexDirection: 'column',
        gap: 16,
      }}
    >
      <div style={{ display: 'flex', alignItems: 'center', gap: 12 }}>
        <h2 style={{ margin: 0, fontSize: 18 }}>{t('titles.rechargeDetail')}</h2>
        <RechargeStatusTag row={r} />
        <Link to="/member/recharge_list" style={{ marginLeft: 'auto' }}>
          {t('detail.back')}
        </Link>
      </div>
      {notice}
      <Descriptions bordered size="middle" column={2}>
        <Descriptions.Item label={t('detail.no')}>{r.recharge_no}</Descriptions.Item>
        <Descriptions.Item label={t('detail.createTime')}>
          {shopDateTimeSeconds(r.create_time)}
        </Descriptions.Item>
        <Descriptions.Item label={t('detail.amount')}>
          <strong style={{ color: palette.brand }}>{formatYuan(r.amount)}</strong>
        </Descriptions.Item>
        <Descriptions.Item label={t('detail.bonus')}>{formatYuan(r.bonus)}</Descriptions.Item>
        <Descriptions.Item label={t('detail.package')}>{r.package_name || '—'}</Descriptions.Item>
        <Descriptions.Item label={t('detail.credited')}>{formatYuan(credited)}</Descriptions.Item>
        <Descriptions.Item label={t('detail.payType')}>
          {t(`detail.payTypes.${r.pay_type}`, { defaultValue: r.pay_type })}
        </Descriptions.Item>
        <Descriptions.Item label={t('detail.payTime')}>
          {r.pay_time ? shopDateTimeSeconds(r.pay_time) : '—'}
        </Descriptions.Item>
        {r.voucher && (
          <Descriptions.Item label={t('detail.voucher')} span={2}>
            <Image src={r.voucher} width={120} alt={t('detail.voucher')} />
            {r.voucher_time && (
              <span style={{ marginLeft: 16, color: palette.textMuted }}>
                {t('detail.voucherTime')}：{shopDateTimeSeconds(r.voucher_time)}
              </span>
            )}
          </Descriptions.Item>
        )}
      </Descriptions>
      {r.status === 0 && (
        <section aria-label={t('detail.transfer')}>
          <h3 style={{ fontSize: 16 }}>{t('detail.transfer')}</h3>
          {offlineAccountSet(r.offline) && (
            <p style={{ color: palette.textSecondary }}>
              {t('detail.transferHint', { amount: r.amount })}
            </p>
          )}
          {transfer}
          <Popconfirm
            title={t('list.closeConfirm')}
            onConfirm={() =>
              close.mutate(r.recharge_id, { onSuccess: () => toast.success(t('list.closed')) })
            }
          >
            <Button style={{ marginTop: 16 }}>{t('list.close')}</Button>
          </Popconfirm>
        </section>
      )}
    </div>
  );
}
