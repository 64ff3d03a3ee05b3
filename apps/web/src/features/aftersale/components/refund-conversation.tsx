import type { RefundLog } from '@shop/contracts/aftersale';
import { shopDateTimeSeconds } from '@shop/web-kit/shop-time';
import { Avatar, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { palette } from '@/app/theme';
import { ImageThumbs } from '@/components/image-thumbs';

const ACTOR_COLOURS: Record<RefundLog['actor'], string> = {
  buyer: palette.brand,
  shop: palette.blue,
  platform: palette.purple,
  system: palette.textMuted,
};

/** Every step and message of the refund, newest first, each side with its own colour. */
export function RefundConversation({ logs }: { logs: readonly RefundLog[] }) {
  const { t } = useTranslation('aftersale');
  return (
    <ol style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {[...logs].reverse().map((log, i) => (
        <li
          key={`${log.create_time}-${i}`}
          style={{
            display: 'flex',
            gap: 12,
            padding: '14px 0',
            borderBottom: `1px dashed ${palette.dividerLight}`,
          }}
        >
          <Avatar style={{ background: ACTOR_COLOURS[log.actor], flex: 'none' }}>
            {t(`actors.${log.actor}`).slice(0, 1)}
          </Avatar>
          <div style={{ flex: 1, minWidth: 0 }}>
            <div style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
              <strong>{t(`actors.${log.actor}`)}</strong>
              <Tag bordered={false}>{log.action_name}</Tag>
              <span style={{ flex: 1 }} />
              <span style={{ color: palette.textMuted, fontSize: 12 }}>
                {shopDateTimeSeconds(log.create_time)}
              </span>
            </div>
            {log.message && (
              <div style={{ marginTop: 6, whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
                {log.message}
              </div>
            )}
            {log.images.length > 0 && (
              <div style={{ marginTop: 8 }}>
                <ImageThumbs
                  images={log.images}
                  size={56}
                  altOf={(n) => t('detail.evidence', { n })}
                />
              </div>
            )}
          </div>
        </li>
      ))}
    </ol>
  );
}
