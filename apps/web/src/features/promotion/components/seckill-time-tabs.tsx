import type { SeckillTime } from '@shop/contracts/promotion';
import { useTranslation } from 'react-i18next';
import { palette } from '@/app/theme';
import { clockOfDay, stageAt } from '../lib/seckill-slots';

type Props = {
  slots: SeckillTime[];
  selectedId: number | undefined;
  now: number;
  onSelect: (id: number) => void;
};

/** Today's slots as tabs: start time and stage (已结束 / 抢购中 / 即将开始); arrow keys move. */
export function SeckillTimeTabs({ slots, selectedId, now, onSelect }: Props) {
  const { t } = useTranslation('seckill');
  const move = (from: number, step: number) => {
    const next = slots[(from + step + slots.length) % slots.length];
    if (next) onSelect(next.id);
  };
  return (
    <div
      role="tablist"
      aria-label={t('slotsLabel')}
      style={{ display: 'flex', background: palette.ink, minHeight: 64 }}
    >
      {slots.map((slot, i) => {
        const selected = slot.id === selectedId;
        const stage = stageAt(slot, now);
        return (
          <button
            key={slot.id}
            type="button"
            role="tab"
            aria-selected={selected}
            tabIndex={selected ? 0 : -1}
            onClick={() => onSelect(slot.id)}
            onKeyDown={(e) => {
              if (e.key === 'ArrowRight') move(i, 1);
              if (e.key === 'ArrowLeft') move(i, -1);
            }}
            style={{
              flex: 1,
              border: 0,
              cursor: 'pointer',
              padding: '8px 0',
              background: selected ? palette.brand : 'transparent',
              color: stage === 'ended' && !selected ? palette.textMuted : palette.white,
              lineHeight: 1.3,
            }}
          >
            <div style={{ fontSize: 22, fontWeight: 700 }}>
              {clockOfDay(slot.seckill_start_time)}
            </div>
            <div style={{ fontSize: 13 }}>{t(`stage.${stage}`)}</div>
          </button>
        );
      })}
    </div>
  );
}
