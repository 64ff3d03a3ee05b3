import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';

/** A page that failed to load (its code, after a deploy or a lost connection) or threw. */
export function RouteError() {
  const { t } = useTranslation('errors');
  return (
    <Result
      status="error"
      title={t('page_failed')}
      subTitle={t('page_failed_hint')}
      extra={
        <Button type="primary" onClick={() => window.location.reload()}>
          {t('reload')}
        </Button>
      }
    />
  );
}
