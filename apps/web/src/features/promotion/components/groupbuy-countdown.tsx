import type { CampaignStatus } from '@shop/contracts/promotion';
import { useTranslation } from 'react-i18next';
import { palette, radius } from '@/app/theme';
import { useNow } from '../hooks/use-now';
import { countdownTo } from '../lib/countdown';
import { liveStatus } from '../lib/groupbuy-campaign';

type CampaignCountdownProps = {
  campaign: { status: CampaignStatus; start_time: number; end_time: number };
  /** Light digits on a dark strip (detail pages) or dark on white (cards). */
  tone?: 'light' | 'dark';
};

/** "距开始 / 距结束 2天 03:04:05" of a campaign, ticking each second; "已结束" once it ended. */
export function CampaignCountdown({ campaign, tone = 'dark' }: CampaignCountdownProps) {
  const { t } = useTranslation('groupbuy');
  const now = useNow();
  const status = liveStatus(campaign, now);
  const left =
    status === 'ended'
      ? null
      : countdownTo(status === 'running' ? campaign.end_time : campaign.start_time, now);
  const digit = {
    background: tone === 'light' ? palette.white : palette.text,
    color: tone === 'light' ? palette.brand : palette.white,
    padding: '0 4px',
    borderRadius: radius.sm,
    fontVariantNumeric: 'tabular-nums',
    fontWeight: 600,
  } as const;
  if (!left) return <span style={{ fontSize: 12 }}>{t('status.ended')}</span>;
  return (
    <span role="timer" aria-live="off" style={{ fontSize: 12, whiteSpace: 'nowrap' }}>
      {status === 'running' ? t('endsIn') : t('startsIn')}{' '}
      {left.days > 0 && (
        <>
          <span style={digit}>{left.days}</span> {t('days')}{' '}
        </>
      )}
      <span style={digit}>{left.hours}</span>:<span style={digit}>{left.minutes}</span>:
      <span style={digit}>{left.seconds}</span>
    </span>
  );
}
