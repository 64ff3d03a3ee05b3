import { Image, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { radius, space } from '@/app/theme';

/** Evidence pictures as thumbnails; a click enlarges them and pages through the group. */
export function EvidenceImages({
  images,
  size = 64,
}: {
  images: readonly string[];
  size?: number;
}) {
  const { t } = useTranslation('refunds');
  if (images.length === 0)
    return <Typography.Text type="secondary">{t('detail.none')}</Typography.Text>;
  return (
    <div style={{ display: 'flex', gap: space.sm, flexWrap: 'wrap' }}>
      <Image.PreviewGroup>
        {images.map((src, i) => (
          <Image
            key={`${i}-${src}`}
            src={src}
            alt={t('detail.evidence', { index: i + 1 })}
            width={size}
            height={size}
            style={{ objectFit: 'cover', borderRadius: radius.sm }}
          />
        ))}
      </Image.PreviewGroup>
    </div>
  );
}
