import type { OrderDetail, OrderGoods } from '@shop/contracts/order';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { palette } from '@/app/theme';
import { useOrderRefunds } from '../api/get-refunds';
import { lineRefundState } from '../lib/line-refund-state';
import { refundApplyPath, refundDetailPath } from '../lib/refund-paths';

/** The after-sales entry of an order line on the order detail (the order's refunds: one query). */
export function RefundLineAction({ goods, order }: { goods: OrderGoods; order: OrderDetail }) {
  const { t } = useTranslation('aftersale');
  const refunds = useOrderRefunds(order.order_id).data?.list ?? [];
  const state = lineRefundState(goods, order, refunds);
  switch (state.kind) {
    case 'open':
      return (
        <Link to={refundDetailPath(state.refundId)} style={{ color: palette.warning }}>
          {t('line.open')}
        </Link>
      );
    case 'refunded':
      return <Link to={refundDetailPath(state.refundId)}>{t('line.refunded')}</Link>;
    case 'apply':
      return (
        <>
          <Link to={refundApplyPath(goods.order_goods_id)}>{t('line.apply')}</Link>
          {state.refundedNum > 0 && (
            <div style={{ color: palette.textMuted, fontSize: 12 }}>
              {t('line.partly', { num: state.refundedNum })}
            </div>
          )}
        </>
      );
    default:
      return <span>—</span>;
  }
}
