import { ClockCircleOutlined } from '@ant-design/icons';
import { shopDateTime } from '@shop/web-kit/shop-time';
import { useTranslation } from 'react-i18next';
import { palette, radius } from '@/app/theme';
import { useNow } from '../hooks/use-now';
import { countdownTo } from '../lib/countdown';

const digit = {
  background: palette.text,
  color: palette.white,
  padding: '1px 5px',
  borderRadius: radius.sm,
  fontVariantNumeric: 'tabular-nums',
} as const;

/** "距结束 2天 03:04:05" ticking each second, with the end time beside it. */
export function ActivityCountdown({ endTime }: { endTime: number }) {
  const { t } = useTranslation('activity');
  const left = countdownTo(endTime, useNow());
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: 8, fontSize: 13 }}>
      <ClockCircleOutlined style={{ color: palette.brand }} />
      {left ? (
        <span role="timer" aria-live="off">
          {t('endsIn')}{' '}
          {left.days > 0 && (
            <>
              <span style={digit}>{left.days}</span> {t('days')}{' '}
            </>
          )}
          <span style={digit}>{left.hours}</span>:<span style={digit}>{left.minutes}</span>:
          <span style={digit}>{left.seconds}</span>
        </span>
      ) : (
        <span style={{ color: palette.textMuted }}>{t('ended')}</span>
      )}
      <span style={{ color: palette.textMuted }}>
        {t('endTime', { time: shopDateTime(endTime) })}
      </span>
    </span>
  );
}
