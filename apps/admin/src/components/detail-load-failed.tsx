import { Button, Flex, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/**
 * A detail page that cannot show its record: a malformed id (no retry) or the server's refusal
 * or failure (with 重试), and the way back to its list.
 */
export function DetailLoadFailed({
  title,
  onRetry,
  backTo,
  backLabel,
}: {
  title: string | undefined;
  /** Absent for a malformed id: asking again would not help. */
  onRetry?: () => void;
  backTo: string;
  backLabel: string;
}) {
  const { t } = useTranslation();
  return (
    <Result
      status="warning"
      title={title}
      extra={
        <Flex gap="small" justify="center">
          {onRetry && <Button onClick={onRetry}>{t('common:actions.retry')}</Button>}
          <Link to={backTo}>
            <Button type="primary">{backLabel}</Button>
          </Link>
        </Flex>
      }
    />
  );
}
