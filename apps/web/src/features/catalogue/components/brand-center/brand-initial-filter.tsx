import { useTranslation } from 'react-i18next';
import { palette, radius } from '@/app/theme';
import { BRAND_INITIALS } from '../../lib/brand-initials';

type BrandInitialFilterProps = { value: string; onChange: (initial: string) => void };

/** 全部 and A-Z as a row of toggle buttons; the chosen one is red. */
export function BrandInitialFilter({ value, onChange }: BrandInitialFilterProps) {
  const { t } = useTranslation('brand');
  return (
    <div
      role="group"
      aria-label={t('initialLabel')}
      style={{
        display: 'flex',
        flexWrap: 'wrap',
        gap: 6,
        background: palette.white,
        padding: '14px 16px',
      }}
    >
      {BRAND_INITIALS.map((letter) => {
        const active = letter === value;
        return (
          <button
            key={letter || 'all'}
            type="button"
            aria-pressed={active}
            onClick={() => onChange(letter)}
            style={{
              minWidth: letter ? 32 : 52,
              height: 30,
              border: `1px solid ${active ? palette.brand : palette.borderLight}`,
              background: active ? palette.brand : palette.white,
              color: active ? palette.white : palette.text,
              cursor: 'pointer',
              fontSize: 13,
              borderRadius: radius.sm,
            }}
          >
            {letter || t('all')}
          </button>
        );
      })}
    </div>
  );
}
