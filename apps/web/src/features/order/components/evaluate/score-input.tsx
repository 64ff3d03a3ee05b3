import { Rate } from 'antd';
import { useTranslation } from 'react-i18next';
import { palette } from '@/app/theme';

const SCORES = [1, 2, 3, 4, 5] as const;

/** Stars 1-5 with the chosen grade named beside them (非常差 … 非常好); a form field. */
export function ScoreInput({
  value,
  onChange,
  label,
}: {
  value?: number;
  onChange?: (value: number) => void;
  label: string;
}) {
  const { t } = useTranslation('evaluate');
  const tips = SCORES.map((s) => t(`form.tips.${s}`));
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: 12 }}>
      <Rate
        value={value}
        onChange={onChange}
        tooltips={tips}
        allowClear={false}
        aria-label={label}
        style={{ color: palette.brand, fontSize: 22 }}
      />
      {value ? <span style={{ color: palette.gold }}>{tips[value - 1]}</span> : null}
    </span>
  );
}
