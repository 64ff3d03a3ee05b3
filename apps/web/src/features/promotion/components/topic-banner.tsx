import type { Topic } from '@shop/contracts/promotion';
import { FallbackImage } from '@/components/fallback-image';
import { palette } from '@/app/theme';

/**
 * A topic's banner: its image, or (none set, or failing to load) a red block with its name, so
 * every topic has a head.
 */
export function TopicBanner({ topic, height }: { topic: Topic; height: number }) {
  const block = (
    <div
      style={{
        height,
        background: `linear-gradient(120deg, ${palette.brandDeep} 0%, ${palette.brand} 55%, ${palette.coral} 100%)`,
        color: palette.white,
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'center',
        alignItems: 'center',
        gap: 8,
        padding: '0 24px',
        textAlign: 'center',
      }}
    >
      <span style={{ fontSize: height > 200 ? 36 : 24, fontWeight: 700, letterSpacing: 4 }}>
        {topic.name}
      </span>
    </div>
  );
  if (!topic.image) return block;
  return (
    <FallbackImage
      src={topic.image}
      fallback={undefined}
      alt={topic.name}
      height={height}
      style={{ width: '100%', height, objectFit: 'cover', display: 'block' }}
    />
  );
}
