import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** 404: an address the console does not have. */
export function NotFoundPage() {
  const { t } = useTranslation('errors');
  return (
    <Result
      status="404"
      title="404"
      subTitle={t('not_found')}
      extra={
        <Link to="/">
          <Button type="primary">{t('home')}</Button>
        </Link>
      }
    />
  );
}
