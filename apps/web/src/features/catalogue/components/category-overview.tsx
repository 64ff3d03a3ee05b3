import { RightOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FallbackImage } from '@/components/fallback-image';
import { useDefaultImages } from '@/lib/default-images';
import { palette } from '@/app/theme';
import { useCategoryTree } from '../api/get-category-tree';
import { categoryListUrl } from '../lib/category-links';

/** Home-page overview: every first-level category with its second-level categories as links. */
export function CategoryOverview() {
  const { t } = useTranslation();
  const { data: tree = [] } = useCategoryTree();
  const fallbackImage = useDefaultImages()?.default_category_img;
  if (tree.length === 0) return null;
  return (
    <section aria-labelledby="category-overview-title">
      <h2
        id="category-overview-title"
        style={{
          margin: '0 0 12px',
          fontSize: 20,
          fontWeight: 700,
          color: palette.text,
          borderLeft: `4px solid ${palette.brand}`,
          paddingLeft: 10,
          lineHeight: 1.2,
        }}
      >
        {t('catalogue:overview.title')}
      </h2>
      <div style={{ display: 'grid', gridTemplateColumns: 'repeat(2, 1fr)', gap: 12 }}>
        {tree.map((first) => (
          <article
            key={first.category_id}
            style={{ display: 'flex', background: palette.white, minHeight: 96 }}
          >
            <Link
              to={categoryListUrl(first)}
              style={{
                width: 132,
                flexShrink: 0,
                display: 'flex',
                flexDirection: 'column',
                alignItems: 'center',
                justifyContent: 'center',
                gap: 6,
                background: palette.brandWash,
                color: palette.text,
                fontWeight: 700,
                fontSize: 14,
              }}
            >
              <FallbackImage
                src={first.image}
                fallback={fallbackImage}
                alt=""
                width={40}
                height={40}
                style={{ objectFit: 'contain' }}
              />
              <span data-shop-data>{first.category_name}</span>
            </Link>
            <div
              style={{
                flex: 1,
                padding: '12px 16px',
                display: 'flex',
                flexWrap: 'wrap',
                alignContent: 'flex-start',
                gap: '8px 18px',
                fontSize: 13,
              }}
            >
              {first.child_list.map((second) => (
                <Link
                  key={second.category_id}
                  to={categoryListUrl(second)}
                  data-shop-data
                  style={{ color: palette.textSecondary }}
                >
                  {second.category_name}
                </Link>
              ))}
              <Link
                to={categoryListUrl(first)}
                style={{ color: palette.brand, marginLeft: 'auto' }}
              >
                {t('catalogue:overview.more')}{' '}
                <RightOutlined aria-hidden style={{ fontSize: 10 }} />
              </Link>
            </div>
          </article>
        ))}
      </div>
    </section>
  );
}
