import { MenuOutlined } from '@ant-design/icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FallbackImage } from '@/components/fallback-image';
import { isRouteAvailable } from '@/lib/available-routes';
import { useDefaultImages } from '@/lib/default-images';
import { fade, palette } from '@/app/theme';
import { useCategoryConfig } from '../api/get-category-config';
import { useCategoryTree } from '../api/get-category-tree';
import { categoryListUrl, flyoutDepth, inlineChildren, shortLabel } from '../lib/category-links';
import { CategoryFlyout } from './category-flyout';

export const CATEGORY_MENU_WIDTH = 210;
const CATEGORY_PAGE = '/category';

const titleStyle = {
  display: 'flex',
  alignItems: 'center',
  gap: 10,
  height: '100%',
  padding: '0 18px',
  background: palette.brand,
  color: palette.white,
  fontSize: 15,
  fontWeight: 700,
} as const;

/** The menu's red title; it leads to the all-categories page once that page exists. */
function MenuTitle() {
  const { t } = useTranslation();
  const content = (
    <>
      <MenuOutlined aria-hidden /> {t('catalogue:category.all')}
    </>
  );
  return isRouteAvailable(CATEGORY_PAGE) ? (
    <Link to={CATEGORY_PAGE} style={titleStyle}>
      {content}
    </Link>
  ) : (
    <div style={titleStyle}>{content}</div>
  );
}

type CategoryMenuProps = {
  /** Keep the list open (the home page), instead of opening on hover. */
  pinned?: boolean;
  /** Height of the open list and its fly-out. */
  height: number;
};

/**
 * "全部商品分类": the first-level categories open on hover in the shop's menu style (spec
 * "Header"): style 1 the first level only, style 2 a fly-out of the second level, style 3 also
 * the first 3 second-level categories inline and a fly-out down to the third level.
 */
export function CategoryMenu({ pinned = false, height }: CategoryMenuProps) {
  const { t } = useTranslation();
  const { data: tree = [] } = useCategoryTree();
  const config = useCategoryConfig() ?? { category: 3, img: 1 };
  const fallbackImage = useDefaultImages()?.default_category_img;
  const [hovered, setHovered] = useState(false);
  const [activeId, setActiveId] = useState<number | null>(null);
  const open = pinned || hovered;
  const depth = flyoutDepth(config.category);
  const active = tree.find((c) => c.category_id === activeId);
  const close = () => {
    setHovered(false);
    setActiveId(null);
  };

  return (
    <div
      style={{ position: 'relative', width: CATEGORY_MENU_WIDTH, height: '100%' }}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={close}
      onFocus={() => setHovered(true)}
      onBlur={(e) => !e.currentTarget.contains(e.relatedTarget) && close()}
    >
      <MenuTitle />
      {open && tree.length > 0 && (
        <nav
          aria-label={t('catalogue:category.all')}
          style={{
            position: 'absolute',
            top: '100%',
            left: 0,
            width: CATEGORY_MENU_WIDTH,
            minHeight: height,
            zIndex: 20,
            background: palette.white,
            border: `1px solid ${palette.dividerLight}`,
            borderTop: 0,
            boxShadow: `0 4px 8px ${fade(palette.black, 0.06)}`,
          }}
        >
          <ul
            style={{
              listStyle: 'none',
              margin: 0,
              padding: '6px 0',
              display: 'flex',
              flexDirection: 'column',
              minHeight: height,
            }}
          >
            {tree.map((first) => {
              const isActive = first.category_id === activeId;
              return (
                <li
                  key={first.category_id}
                  onMouseEnter={() => setActiveId(first.category_id)}
                  onFocus={() => setActiveId(first.category_id)}
                  style={{
                    flex: 1,
                    display: 'flex',
                    flexDirection: 'column',
                    justifyContent: 'center',
                    padding: '4px 14px 4px 16px',
                    background: isActive ? palette.brandLight : undefined,
                    minHeight: 36,
                  }}
                >
                  <Link
                    to={categoryListUrl(first)}
                    style={{
                      display: 'flex',
                      alignItems: 'center',
                      gap: 8,
                      fontSize: 14,
                      color: isActive ? palette.brand : palette.text,
                    }}
                  >
                    {config.img === 1 && (
                      <FallbackImage
                        src={first.image}
                        fallback={fallbackImage}
                        alt=""
                        width={18}
                        height={18}
                        style={{ objectFit: 'contain' }}
                      />
                    )}
                    <span data-shop-data>{first.category_name}</span>
                  </Link>
                  {config.category === 3 && (
                    <span
                      style={{
                        display: 'block',
                        paddingLeft: config.img === 1 ? 26 : 0,
                        fontSize: 12,
                        overflow: 'hidden',
                        whiteSpace: 'nowrap',
                        textOverflow: 'ellipsis',
                        color: palette.textMuted,
                      }}
                    >
                      {inlineChildren(config.category, first.child_list).map((second) => (
                        <Link
                          key={second.category_id}
                          to={categoryListUrl(second)}
                          data-shop-data
                          style={{ color: palette.textMuted, marginRight: 8 }}
                        >
                          {shortLabel(second)}
                        </Link>
                      ))}
                    </span>
                  )}
                </li>
              );
            })}
          </ul>
          {depth > 0 && active && active.child_list.length > 0 && (
            <CategoryFlyout
              category={active}
              depth={depth === 1 ? 1 : 2}
              showImages={config.img === 1}
              fallbackImage={fallbackImage}
              minHeight={height}
            />
          )}
        </nav>
      )}
    </div>
  );
}
