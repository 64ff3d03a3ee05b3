import { useTranslation } from 'react-i18next';
import { palette, radius } from '@/app/theme';
import { countdownTo } from '../lib/countdown';
import { countdownTarget } from '../lib/seckill-slots';

type Props = {
  window: { start_time: number; end_time: number };
  now: number;
  /** Light digits on a red ground (price strip, banner) instead of dark digits. */
  inverse?: boolean;
};

/** "距开始 / 距结束 [hh]:[mm]:[ss]" ticking with `now`; nothing once the window is over. */
export function SeckillCountdown({ window, now, inverse = false }: Props) {
  const { t } = useTranslation('seckill');
  const target = countdownTarget(window, now);
  const left = target ? countdownTo(target.at, now) : null;
  if (!target || !left) return null;
  const digit = {
    background: inverse ? palette.white : palette.text,
    color: inverse ? palette.brand : palette.white,
    padding: '1px 5px',
    borderRadius: radius.sm,
    fontWeight: 600,
    fontVariantNumeric: 'tabular-nums',
  } as const;
  return (
    <span role="timer" aria-live="off" style={{ whiteSpace: 'nowrap' }}>
      {t(target.to === 'start' ? 'startsIn' : 'endsIn')}{' '}
      {left.days > 0 && (
        <>
          <span style={digit}>{left.days}</span> {t('days')}{' '}
        </>
      )}
      <span style={digit}>{left.hours}</span> : <span style={digit}>{left.minutes}</span> :{' '}
      <span style={digit}>{left.seconds}</span>
    </span>
  );
}
