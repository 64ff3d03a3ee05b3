import type { EvaluateLine } from '@shop/contracts/aftersale';
import type { ReactNode } from 'react';
import { palette } from '@/app/theme';
import { EvaluateGoods } from './evaluate-goods';

/** One order line on the evaluation page: its goods on the left, what is written of it beside. */
export function EvaluateLineCard({ line, children }: { line: EvaluateLine; children: ReactNode }) {
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
      <div style={{ flex: 1, minWidth: 0, padding: '20px 24px 4px' }}>{children}</div>
    </article>
  );
}
