import { Alert, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { palette } from '@/app/theme';
import { orderDetailPath } from '../../lib/order-paths';

/**
 * The foot of the evaluation form: the refusal of the last submission, the way back to the order
 * and the submit button, which waits while a picture is still uploading.
 */
export function EvaluateSubmitBar({
  orderId,
  label,
  pending,
  uploading,
  error,
}: {
  orderId: number;
  label: string;
  pending: boolean;
  uploading: boolean;
  error: string | null;
}) {
  const { t } = useTranslation('evaluate');
  return (
    <div style={{ borderTop: `1px solid ${palette.divider}`, paddingTop: 16 }}>
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 12 }} />}
      <div style={{ display: 'flex', justifyContent: 'flex-end', alignItems: 'center', gap: 12 }}>
        {uploading && (
          <span role="status" style={{ color: palette.textMuted, fontSize: 12 }}>
            {t('form.uploading')}
          </span>
        )}
        <Link to={orderDetailPath(orderId)}>
          <Button size="large">{t('form.backToOrder')}</Button>
        </Link>
        <Button
          type="primary"
          size="large"
          htmlType="submit"
          loading={pending}
          disabled={uploading}
          style={{ minWidth: 140 }}
        >
          {label}
        </Button>
      </div>
    </div>
  );
}
