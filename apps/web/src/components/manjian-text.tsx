import {
  manjianTierParams,
  type ManjianProgress,
  type ManjianTierInfo,
} from '@shop/contracts/promotion';
import { useTranslation } from 'react-i18next';
import { palette, radius } from '@/app/theme';

/** The red "满减" mark in front of a full reduction's text. */
export function ManjianMark() {
  const { t } = useTranslation('manjian');
  return (
    <span
      style={{
        display: 'inline-block',
        padding: '0 4px',
        marginRight: 6,
        fontSize: 12,
        lineHeight: '18px',
        color: palette.brand,
        border: `1px solid ${palette.brand}`,
        borderRadius: radius.sm,
        verticalAlign: 'middle',
        whiteSpace: 'nowrap',
      }}
    >
      {t('label')}
    </span>
  );
}

/** A full reduction's tiers in one line: 满300减30，满500减60. */
export function ManjianTiersText({ tiers }: { tiers: ManjianTierInfo[] }) {
  const { t } = useTranslation('manjian');
  return <>{tiers.map((tier) => t('tier', manjianTierParams(tier))).join(t('tierSeparator'))}</>;
}

/**
 * What an order or a cart reaches of its shop's full reduction: "满300减30 · 已减¥30.00", then
 * "再买¥45.00可减¥60" towards the next tier (the server's figures).
 */
export function ManjianProgressText({ progress }: { progress: ManjianProgress }) {
  const { t } = useTranslation('manjian');
  const parts: string[] = [];
  if (progress.tier)
    parts.push(
      t('tier', manjianTierParams(progress.tier)),
      t('reached', { money: progress.manjian_money }),
    );
  if (progress.next_tier)
    parts.push(
      t('next', {
        need: progress.next_need,
        discount: manjianTierParams(progress.next_tier).discount,
      }),
    );
  return (
    <span data-testid="manjian-progress">
      <ManjianMark />
      <span style={{ color: palette.brand }}>{parts.join(' · ')}</span>
    </span>
  );
}
