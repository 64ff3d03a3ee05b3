import type { EvaluateLine } from '@shop/contracts/aftersale';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { palette } from '@/app/theme';
import { EvaluateGoods } from './evaluate-goods';

/**
 * One order line on the evaluation page: its goods on the left, what is written of it beside; a
 * line wholly refunded and never rated says it needs no rating instead.
 */
export function EvaluateLineCard({ line, children }: { line: EvaluateLine; children: ReactNode }) {
  const { t } = useTranslation('evaluate');
  const nothingToRate = line.refunded && !line.evaluate;
  return (
    <article
      aria-label={line.sku_name}
      data-testid="evaluate-line"
      style={{ display: 'flex', border: `1px solid ${palette.borderLight}`, marginBottom: 16 }}
    >
      <div
        style={{
          width: 200,
          flex: 'none',
          padding: '20px 16px',
          background: palette.fillLight,
          borderRight: `1px solid ${palette.borderLight}`,
        }}
      >
        <EvaluateGoods line={line} />
      </div>
      <div style={{ flex: 1, minWidth: 0, padding: '20px 24px 4px' }}>
        {nothingToRate ? (
          <p style={{ color: palette.textMuted, margin: '0 0 16px' }}>{t('form.refunded')}</p>
        ) : (
          children
        )}
      </div>
    </article>
  );
}
