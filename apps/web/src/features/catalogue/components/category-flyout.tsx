import type { CategoryLevel1 } from '@shop/contracts/catalogue';
import { RightOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { FallbackImage } from '@/components/fallback-image';
import { fade, palette } from '@/app/theme';
import { categoryListUrl } from '../lib/category-links';

type CategoryFlyoutProps = {
  category: CategoryLevel1;
  /** 1: second-level links (image tiles when `showImages`); 2: second-level headings with third-level links. */
  depth: 1 | 2;
  showImages: boolean;
  fallbackImage: string | undefined;
  minHeight: number;
};

const linkStyle = { color: palette.textSecondary, fontSize: 12, whiteSpace: 'nowrap' } as const;

/** The panel beside the menu showing the hovered first-level category's subcategories. */
export function CategoryFlyout({
  category,
  depth,
  showImages,
  fallbackImage,
  minHeight,
}: CategoryFlyoutProps) {
  return (
    <div
      style={{
        position: 'absolute',
        top: 0,
        left: '100%',
        width: 1000,
        minHeight,
        padding: '16px 24px',
        background: palette.white,
        border: `1px solid ${palette.brand}`,
        borderLeft: 0,
        boxShadow: `4px 4px 12px ${fade(palette.black, 0.12)}`,
        zIndex: 21,
      }}
    >
      {depth === 1 ? (
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: showImages ? 16 : '10px 24px' }}>
          {category.child_list.map((second) => (
            <Link
              key={second.category_id}
              to={categoryListUrl(second)}
              style={{ ...linkStyle, textAlign: 'center', width: showImages ? 100 : 'auto' }}
            >
              {showImages && (
                <FallbackImage
                  src={second.image}
                  fallback={fallbackImage}
                  alt=""
                  width={64}
                  height={64}
                  style={{ display: 'block', margin: '0 auto 6px', objectFit: 'contain' }}
                />
              )}
              <span data-shop-data>{second.category_name}</span>
            </Link>
          ))}
        </div>
      ) : (
        category.child_list.map((second) => (
          <dl
            key={second.category_id}
            style={{
              display: 'flex',
              margin: 0,
              padding: '8px 0',
              borderBottom: `1px dashed ${palette.divider}`,
            }}
          >
            <dt style={{ width: 120, flexShrink: 0, textAlign: 'right', paddingRight: 16 }}>
              <Link
                to={categoryListUrl(second)}
                style={{ fontWeight: 700, fontSize: 12, color: palette.text }}
              >
                <span data-shop-data>{second.category_name}</span>{' '}
                <RightOutlined aria-hidden style={{ fontSize: 9 }} />
              </Link>
            </dt>
            <dd style={{ margin: 0, display: 'flex', flexWrap: 'wrap', gap: '6px 16px' }}>
              {second.child_list.map((third) => (
                <Link key={third.category_id} to={categoryListUrl(third)} style={linkStyle}>
                  <span data-shop-data>{third.category_name}</span>
                </Link>
              ))}
            </dd>
          </dl>
        ))
      )}
    </div>
  );
}
