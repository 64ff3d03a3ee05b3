import type { CategoryLevel1 } from '@shop/contracts/catalogue';
import { RightOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FallbackImage } from '@/components/fallback-image';
import { useDefaultImages } from '@/lib/default-images';
import { palette } from '@/app/theme';
import { categoryListUrl } from '../../lib/category-links';
import { categorySectionId } from './category-jump-index';

type CategorySectionProps = {
  first: CategoryLevel1;
  /** The category config's img flag is 1: show the categories' images. */
  showImages: boolean;
};

/** One first-level category: its second-level rows, each with its third-level links. */
export function CategorySection({ first, showImages }: CategorySectionProps) {
  const { t } = useTranslation('category-page');
  const fallback = useDefaultImages()?.default_category_img;
  const image = (src: string, alt: string, size: number) => (
    <FallbackImage
      src={src}
      fallback={fallback}
      alt={alt}
      width={size}
      height={size}
      loading="lazy"
      style={{ objectFit: 'contain', flexShrink: 0 }}
    />
  );
  return (
    <section
      id={categorySectionId(first.category_id)}
      aria-labelledby={`${categorySectionId(first.category_id)}-title`}
      style={{
        background: palette.white,
        border: `1px solid ${palette.dividerLight}`,
        scrollMarginTop: 16,
      }}
    >
      <header
        style={{
          display: 'flex',
          alignItems: 'center',
          gap: 10,
          padding: '12px 20px',
          borderBottom: `2px solid ${palette.brand}`,
        }}
      >
        {showImages && image(first.image, '', 32)}
        <h2
          id={`${categorySectionId(first.category_id)}-title`}
          style={{ margin: 0, fontSize: 18, fontWeight: 700 }}
        >
          <Link to={categoryListUrl(first)} style={{ color: palette.text }}>
            {first.category_name}
          </Link>
        </h2>
        <Link
          to={categoryListUrl(first)}
          style={{ marginLeft: 'auto', color: palette.textMuted, fontSize: 13 }}
        >
          {t('all')} <RightOutlined style={{ fontSize: 10 }} />
        </Link>
      </header>
      <dl style={{ margin: 0, padding: '4px 20px' }}>
        {first.child_list.map((second) => (
          <div
            key={second.category_id}
            style={{
              display: 'flex',
              gap: 16,
              padding: '12px 0',
              borderBottom: `1px dashed ${palette.divider}`,
            }}
          >
            <dt style={{ width: 120, flexShrink: 0 }}>
              <Link
                to={categoryListUrl(second)}
                style={{ color: palette.text, fontWeight: 700, fontSize: 14 }}
              >
                {second.category_name}
                <RightOutlined style={{ fontSize: 10, marginLeft: 4, color: palette.textFaint }} />
              </Link>
            </dt>
            <dd
              style={{
                margin: 0,
                flex: 1,
                display: 'flex',
                flexWrap: 'wrap',
                gap: showImages ? '12px 16px' : '6px 20px',
              }}
            >
              {second.child_list.map((third) => (
                <Link
                  key={third.category_id}
                  to={categoryListUrl(third)}
                  style={
                    showImages
                      ? {
                          width: 84,
                          display: 'flex',
                          flexDirection: 'column',
                          alignItems: 'center',
                          gap: 4,
                          color: palette.textSecondary,
                          fontSize: 12,
                          textAlign: 'center',
                        }
                      : { color: palette.textSecondary, fontSize: 13 }
                  }
                >
                  {showImages && image(third.image, '', 56)}
                  {third.category_name}
                </Link>
              ))}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
