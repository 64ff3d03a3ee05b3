import type { EvaluateResult } from '@shop/contracts/aftersale';
import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ORDER_LIST_PATH, orderDetailPath } from '../../lib/order-paths';
import { skuPath } from '../order-list/order-goods-line';

/**
 * What the buyer reads after submitting: done, and whether it shows at once or after the shop's
 * review; back to the orders, the order, or the first goods' page.
 */
export function EvaluateResultView({
  result,
  firstSkuId,
}: {
  result: EvaluateResult;
  firstSkuId: number | undefined;
}) {
  const { t } = useTranslation('evaluate');
  return (
    <Result
      status="success"
      title={result.is_evaluate === 2 ? t('result.againTitle') : t('result.addTitle')}
      subTitle={result.waiting_review ? t('result.waiting') : t('result.shown')}
      extra={[
        <Link key="orders" to={ORDER_LIST_PATH}>
          <Button type="primary">{t('result.orders')}</Button>
        </Link>,
        <Link key="detail" to={orderDetailPath(result.order_id)}>
          <Button>{t('result.detail')}</Button>
        </Link>,
        ...(firstSkuId === undefined
          ? []
          : [
              <Link key="goods" to={skuPath(firstSkuId)}>
                <Button>{t('result.goods')}</Button>
              </Link>,
            ]),
      ]}
    />
  );
}
