import type { PointPayment } from '@shop/contracts/point';
import { useTranslation } from 'react-i18next';
import { palette } from '@/app/theme';

/** The points of the exchange against the member's: needed, held, left after it. */
export function PointPaymentSummary({ payment }: { payment: PointPayment }) {
  const { t } = useTranslation('point');
  const rows = [
    { label: t('payment.need'), value: payment.point_total, color: palette.brand, size: 22 },
    { label: t('payment.have'), value: payment.member_point, color: palette.text, size: 14 },
    {
      label: t('payment.after'),
      value: payment.point_left,
      color: payment.point_left < 0 ? palette.brand : palette.text,
      size: 14,
    },
  ];
  return (
    <dl style={{ margin: 0, display: 'grid', gridTemplateColumns: 'auto 160px', rowGap: 6 }}>
      {rows.map((r) => (
        <div key={r.label} style={{ display: 'contents' }}>
          <dt style={{ textAlign: 'right', color: palette.textSecondary, alignSelf: 'center' }}>
            {r.label}：
          </dt>
          <dd
            style={{
              margin: 0,
              textAlign: 'right',
              color: r.color,
              fontSize: r.size,
              fontWeight: 700,
            }}
          >
            {t('points', { point: r.value.toLocaleString('zh-CN') })}
          </dd>
        </div>
      ))}
    </dl>
  );
}
