import type { ConsoleEvaluateRow } from '@shop/contracts/aftersale';
import { shopDateTimeSeconds } from '@shop/web-kit/shop-time';
import { Image, Rate, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { palette, radius, space } from '@/app/theme';

function Pictures({ images, alt }: { images: string[]; alt: (index: number) => string }) {
  if (images.length === 0) return null;
  return (
    <div style={{ display: 'flex', gap: space.xs, flexWrap: 'wrap', marginTop: space.xs }}>
      <Image.PreviewGroup>
        {images.map((src, i) => (
          <Image
            key={`${i}-${src}`}
            src={src}
            alt={alt(i + 1)}
            width={48}
            height={48}
            style={{ objectFit: 'cover', borderRadius: radius.sm }}
          />
        ))}
      </Image.PreviewGroup>
    </div>
  );
}

function Reply({ text }: { text: string }) {
  const { t } = useTranslation('evaluations');
  if (!text) return null;
  return (
    <div
      style={{
        marginTop: space.xs,
        padding: `${space.xs}px ${space.sm}px`,
        background: palette.fillLight,
        borderLeft: `2px solid ${palette.primary}`,
        fontSize: 12,
      }}
    >
      <Typography.Text type="secondary">{t('reply.shown')}</Typography.Text>
      {text}
    </div>
  );
}

/**
 * The buyer's words as the console reads them: stars, text, pictures (click to enlarge), the
 * shop's reply, then the follow-up (追评) with its time, pictures and reply.
 */
export function EvaluateWords({ row }: { row: ConsoleEvaluateRow }) {
  const { t } = useTranslation('evaluations');
  return (
    <div style={{ maxWidth: 460 }}>
      <Rate
        disabled
        value={row.scores}
        style={{ fontSize: 12 }}
        aria-label={t('stars', { count: row.scores })}
      />
      <div style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word', marginTop: space.xs }}>
        {row.content || <Typography.Text type="secondary">{t('noContent')}</Typography.Text>}
      </div>
      <Pictures images={row.images} alt={(index) => t('picture', { index })} />
      <Reply text={row.explain_first} />
      {row.again_time !== null && (
        <div style={{ marginTop: space.sm }}>
          <Tag color="blue">{t('again')}</Tag>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {shopDateTimeSeconds(row.again_time)}
          </Typography.Text>
          <div style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word', marginTop: space.xs }}>
            {row.again_content}
          </div>
          <Pictures images={row.again_images} alt={(index) => t('againPicture', { index })} />
          <Reply text={row.again_explain} />
        </div>
      )}
    </div>
  );
}
