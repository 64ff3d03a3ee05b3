import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** 403: a section the signed-in role may not use. */
export function ForbiddenPage() {
  const { t } = useTranslation('errors');
  return (
    <Result
      status="403"
      title="403"
      subTitle={t('forbidden')}
      extra={
        <Link to="/">
          <Button type="primary">{t('home')}</Button>
        </Link>
      }
    />
  );
}
