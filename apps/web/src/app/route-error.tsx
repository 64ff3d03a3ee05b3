import { ExclamationCircleFilled } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';
import { palette } from '@/app/theme';

/** Shown when a page fails to load (e.g. its chunk timed out): offers a reload. */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  const timedOut = error instanceof Error && error.message.includes('timeout');
  return (
    <div role="alert" style={{ padding: '96px 24px', textAlign: 'center' }}>
      <ExclamationCircleFilled aria-hidden style={{ fontSize: 64, color: palette.warning }} />
      <p style={{ margin: '24px 0', fontSize: 20, color: palette.text }}>
        {timedOut ? t('common:errors.chunkTimeout') : t('common:errors.loadFailed')}
      </p>
      <Button type="primary" onClick={() => window.location.reload()}>
        {t('common:actions.retry')}
      </Button>
    </div>
  );
}
