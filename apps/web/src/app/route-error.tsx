import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';

/** Shown when a page fails to load (e.g. its chunk timed out): offers a reload. */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  const timedOut = error instanceof Error && error.message.includes('timeout');
  return (
    <Result
      status="warning"
      title={timedOut ? t('common:errors.chunkTimeout') : t('common:errors.loadFailed')}
      extra={
        <Button type="primary" onClick={() => window.location.reload()}>
          {t('common:actions.retry')}
        </Button>
      }
    />
  );
}
