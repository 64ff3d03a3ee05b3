import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { palette } from '@/app/theme';

/** /payment without goods to order (no or a malformed source): back to the cart. */
export function InvalidSource() {
  const { t } = useTranslation('checkout');
  return (
    <Result
      status="warning"
      title={t('source.invalid')}
      subTitle={t('source.invalidHint')}
      extra={
        <Link to="/cart">
          <Button type="primary">{t('source.backToCart')}</Button>
        </Link>
      }
      style={{ background: palette.white }}
    />
  );
}
