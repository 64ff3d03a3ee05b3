import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { palette } from '@/app/theme';

/**
 * What marks stock of the near-expiry zone wherever a buyer meets it (ADR 0029: the buyer always
 * sees which expiry they buy): the 近效期 badge and 效期至 YYYY-MM-DD.
 */
export function NearExpiryNote({ expiry, size = 12 }: { expiry: string; size?: number }) {
  const { t } = useTranslation();
  return (
    <span
      data-testid="near-expiry-note"
      style={{ display: 'inline-flex', alignItems: 'center', gap: 4, fontSize: size }}
    >
      <Tag color="orange" style={{ marginInlineEnd: 0, fontSize: size - 1 }}>
        {t('nearExpiry.label')}
      </Tag>
      <span style={{ color: palette.orange, fontWeight: 600, whiteSpace: 'nowrap' }}>
        {t('nearExpiry.until', { date: expiry })}
      </span>
    </span>
  );
}
