import type { OrderLineBatch } from '@shop/contracts/order';
import { Button } from 'antd';
import { useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { palette } from '@/app/theme';

const cell: CSSProperties = {
  padding: '6px 12px 10px',
  textAlign: 'left',
  fontSize: 12,
  color: palette.textSecondary,
};
const code: CSSProperties = { fontFamily: 'monospace', color: palette.text, marginRight: 12 };

/**
 * 批号/效期/追溯码 under an order line (issue 26): folded to one line that counts the batches and
 * traceability codes; unfolded, each batch with its expiry, units and the boxes' codes.
 */
export function LineBatchRow({
  batches,
  colSpan,
}: {
  batches: readonly OrderLineBatch[];
  colSpan: number;
}) {
  const { t } = useTranslation('order');
  const [open, setOpen] = useState(false);
  const codes = batches.reduce((n, b) => n + b.traceability_codes.length, 0);
  return (
    <tr>
      <td colSpan={colSpan} style={cell}>
        <Button
          type="link"
          size="small"
          style={{ padding: 0, fontSize: 12 }}
          aria-expanded={open}
          onClick={() => setOpen(!open)}
        >
          {t('lineBatch.toggle', { batches: batches.length, codes })}
        </Button>
        {open && (
          <ul style={{ margin: '6px 0 0', paddingLeft: 16 }}>
            {batches.map((b) => (
              <li
                key={`${b.package_id}-${b.batch_no}-${b.expiry_date}`}
                style={{ marginBottom: 4 }}
              >
                <span>
                  {t('lineBatch.batch', { batch: b.batch_no || '-', expiry: b.expiry_date || '-' })}
                  {' · '}
                  {t('lineBatch.num', { num: b.num })}
                </span>
                {b.traceability_codes.length > 0 && (
                  <div>
                    {t('lineBatch.codes')}
                    {b.traceability_codes.map((c) => (
                      <span key={c} style={code}>
                        {c}
                      </span>
                    ))}
                  </div>
                )}
              </li>
            ))}
          </ul>
        )}
      </td>
    </tr>
  );
}
