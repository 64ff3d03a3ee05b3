import { shopDateTimeSeconds } from '@shop/web-kit/shop-time';
import { App, Alert, Button, Descriptions, Drawer, Image, Popconfirm, Skeleton, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { Money } from '@/components/money';
import { useConfirmRecharge, useRechargeDetail } from '../api/recharge-review';
import { RechargeStatusTag } from './recharge-status-tag';

type Props = {
  rechargeId: number;
  onClose: () => void;
  /** Opens the page's reason dialog for rejecting this recharge. */
  onReject: () => void;
};

/** One recharge with its transfer voucher; finance confirms the arrival or rejects it (issue 16). */
export function RechargeDrawer({ rechargeId, onClose, onReject }: Props) {
  const { t } = useTranslation('recharges');
  const { message } = App.useApp();
  const detail = useRechargeDetail(rechargeId);
  const confirm = useConfirmRecharge();
  const r = detail.data;
  const reviewing = r?.status === 1;
  return (
    <Drawer
      open={rechargeId > 0}
      width={640}
      title={t('detail.title')}
      onClose={onClose}
      destroyOnHidden
    >
      {detail.error && <Alert type="error" showIcon title={detail.error.message} />}
      {!r && !detail.error && <Skeleton active />}
      {r && (
        <Space orientation="vertical" size={16} style={{ width: '100%' }}>
          {confirm.error && <Alert type="error" showIcon title={confirm.error.message} />}
          <Descriptions bordered size="small" column={1}>
            <Descriptions.Item label={t('columns.no')}>{r.recharge_no}</Descriptions.Item>
            <Descriptions.Item label={t('columns.member')}>
              {r.username}（{r.nickname}）
            </Descriptions.Item>
            <Descriptions.Item label={t('columns.amount')}>
              <Money value={r.amount} />
            </Descriptions.Item>
            <Descriptions.Item label={t('columns.bonus')}>
              <Money value={r.bonus} /> {r.package_name}
            </Descriptions.Item>
            <Descriptions.Item label={t('columns.status')}>
              <RechargeStatusTag row={r} />
              {r.reject_reason && <span style={{ marginLeft: 8 }}>{r.reject_reason}</span>}
            </Descriptions.Item>
            <Descriptions.Item label={t('columns.created')}>
              {shopDateTimeSeconds(r.create_time)}
            </Descriptions.Item>
            <Descriptions.Item label={t('detail.voucherTime')}>
              {r.voucher_time ? shopDateTimeSeconds(r.voucher_time) : '-'}
            </Descriptions.Item>
            <Descriptions.Item label={t('detail.payTime')}>
              {r.pay_time ? shopDateTimeSeconds(r.pay_time) : '-'}
            </Descriptions.Item>
            <Descriptions.Item label={t('detail.voucher')}>
              {r.voucher ? <Image src={r.voucher} width={240} alt={t('detail.voucher')} /> : '-'}
            </Descriptions.Item>
          </Descriptions>
          {reviewing && (
            <Space>
              <Popconfirm
                title={t('detail.confirmAsk', { amount: r.amount })}
                onConfirm={() =>
                  confirm.mutate(
                    { recharge_id: r.recharge_id },
                    { onSuccess: () => void message.success(t('detail.confirmed')) },
                  )
                }
              >
                <Button type="primary" loading={confirm.isPending}>
                  {t('detail.confirm')}
                </Button>
              </Popconfirm>
              <Button danger onClick={onReject}>
                {t('detail.reject')}
              </Button>
            </Space>
          )}
        </Space>
      )}
    </Drawer>
  );
}
