import { ApiError } from '@shop/web-kit/api';
import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { palette } from '@/app/theme';

/** A payment that does not exist or is not the member's: the server's reason, a way to the orders. */
export function PayNotFound({ error }: { error: unknown }) {
  const { t } = useTranslation('checkout');
  return (
    <Result
      status="404"
      title={t('pay.notFound')}
      subTitle={error instanceof ApiError && error.message ? error.message : t('pay.notFoundHint')}
      extra={
        <Link to="/member/order_list">
          <Button type="primary">{t('pay.toOrders')}</Button>
        </Link>
      }
      style={{ background: palette.white }}
    />
  );
}
