import type { PointCreated } from '@shop/contracts/point';
import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { palette } from '@/app/theme';

/** After an exchange: what was spent and left, and where the goods order or the coupons are. */
export function PointExchangeResult({ created }: { created: PointCreated }) {
  const { t } = useTranslation('point');
  const values = { point: created.point, left: created.point_left };
  return (
    <Result
      status="success"
      title={t('result.success')}
      subTitle={t(created.order_id === null ? 'result.couponBody' : 'result.goodsBody', values)}
      style={{ background: palette.white, padding: '48px 0' }}
      extra={[
        created.order_id === null ? (
          <Link key="next" to="/member/my_coupon">
            <Button type="primary" danger>
              {t('result.viewCoupons')}
            </Button>
          </Link>
        ) : (
          <Link key="next" to={`/member/order_detail?order_id=${created.order_id}`}>
            <Button type="primary" danger>
              {t('result.viewOrder')}
            </Button>
          </Link>
        ),
        <Link key="mall" to="/point">
          <Button>{t('result.continue')}</Button>
        </Link>,
      ]}
    />
  );
}
