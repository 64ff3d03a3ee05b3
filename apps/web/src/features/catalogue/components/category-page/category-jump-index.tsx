import type { CategoryTree } from '@shop/contracts/catalogue';
import { useTranslation } from 'react-i18next';
import { palette } from '@/app/theme';

/** The anchor id of a first-level category's section on /category. */
export const categorySectionId = (categoryId: number) => `category-${categoryId}`;

/** The left quick-jump index: one entry per first-level category, scrolling to its section. */
export function CategoryJumpIndex({ tree }: { tree: CategoryTree }) {
  const { t } = useTranslation('category-page');
  return (
    <nav
      aria-label={t('jump')}
      style={{
        position: 'sticky',
        top: 16,
        background: palette.white,
        border: `1px solid ${palette.dividerLight}`,
      }}
    >
      <div
        style={{
          background: palette.brand,
          color: palette.white,
          fontWeight: 700,
          padding: '10px 16px',
          fontSize: 14,
        }}
      >
        {t('jump')}
      </div>
      <ul style={{ listStyle: 'none', margin: 0, padding: '6px 0' }}>
        {tree.map((first) => (
          <li key={first.category_id}>
            <a
              href={`#${categorySectionId(first.category_id)}`}
              onClick={(e) => {
                e.preventDefault();
                document
                  .getElementById(categorySectionId(first.category_id))
                  ?.scrollIntoView({ behavior: 'smooth', block: 'start' });
              }}
              style={{ display: 'block', padding: '8px 16px', color: palette.text, fontSize: 14 }}
            >
              {first.category_name}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
