import type { RefundDetail } from '@shop/contracts/aftersale';
import { Steps } from 'antd';
import { useTranslation } from 'react-i18next';

/**
 * 申请 → 商家处理 → (寄回商品 → 商家收货) → 退款完成; a refused or withdrawn request ends at the
 * shop's step in red.
 */
export function RefundSteps({ refund }: { refund: RefundDetail }) {
  const { t } = useTranslation('aftersale');
  const s = refund.refund_status;
  const isReturn = refund.refund_type === 2;
  const titles = [
    t('steps.apply'),
    t('steps.shop'),
    ...(isReturn ? [t('steps.sendBack'), t('steps.receive')] : []),
    t('steps.done'),
  ];
  const reached: Record<number, number> = isReturn
    ? { 1: 1, 2: 2, 3: 3, 4: 4, 5: 4 }
    : { 1: 1, 4: 2, 5: 2 };
  const ended = s < 0;
  const current = ended ? 1 : (reached[s] ?? 1);
  return (
    <Steps
      size="small"
      current={current}
      status={ended ? 'error' : s === 5 ? 'finish' : 'process'}
      items={titles.map((title, i) => ({
        title: ended && i === 1 ? refund.refund_status_name : title,
      }))}
      style={{ padding: '20px 32px' }}
    />
  );
}
