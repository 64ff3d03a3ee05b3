import type { MemberLevel } from '@shop/contracts/member';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { palette } from '@/app/theme';

type Props = { levels: MemberLevel[]; currentId: number };

/** Every level with its threshold and benefits; the member's own one stands out. */
export function LevelBenefits({ levels, currentId }: Props) {
  const { t } = useTranslation('member-level');
  return (
    <ul
      style={{
        display: 'grid',
        gridTemplateColumns: `repeat(${Math.min(levels.length, 4)}, 1fr)`,
        gap: 12,
        listStyle: 'none',
        margin: 0,
        padding: 0,
      }}
    >
      {levels.map((level) => {
        const mine = level.level_id === currentId;
        return (
          <li
            key={level.level_id}
            aria-current={mine ? 'true' : undefined}
            style={{
              padding: 16,
              border: `1px solid ${mine ? palette.brand : palette.borderLight}`,
              background: mine ? palette.brandWash : palette.white,
            }}
          >
            <div style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
              <strong data-shop-data style={{ fontSize: 16 }}>
                {level.level_name}
              </strong>
              {mine && <Tag color="red">{t('level.mine')}</Tag>}
            </div>
            <div style={{ color: palette.gold, margin: '6px 0' }}>
              {t('level.threshold', { growth: level.growth.toLocaleString('zh-CN') })}
            </div>
            <div data-shop-data style={{ color: palette.textSecondary, lineHeight: 1.7 }}>
              {level.remark}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
