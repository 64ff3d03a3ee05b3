import type { RefundLog } from '@shop/contracts/aftersale';
import { shopDateTimeSeconds } from '@shop/web-kit/shop-time';
import { Avatar, Empty, Flex, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { fade, palette, radius, space } from '@/app/theme';
import { EvidenceImages } from './evidence-images';

/** Each side of the conversation in its own colour: the buyer, the shop, the platform, the system. */
const ACTOR_COLOURS: Record<RefundLog['actor'], string> = {
  buyer: palette.volcano,
  shop: palette.primary,
  platform: palette.purple,
  system: palette.textTertiary,
};

/**
 * Every step and message of the refund in the order they happened, as a conversation: the buyer
 * on the left, the shop and the platform on the right, the system's steps as centred notes.
 */
export function RefundConversation({ logs }: { logs: readonly RefundLog[] }) {
  const { t } = useTranslation('refunds');
  if (logs.length === 0)
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('conversation.empty')} />;
  return (
    <ol style={{ listStyle: 'none', margin: 0, padding: 0 }} aria-label={t('detail.logs')}>
      {logs.map((log, i) =>
        log.actor === 'system' ? (
          <li
            key={`${log.create_time}-${i}`}
            style={{ textAlign: 'center', margin: `${space.sm}px 0` }}
          >
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {log.action_name}
              {log.message && ` · ${log.message}`} · {shopDateTimeSeconds(log.create_time)}
            </Typography.Text>
          </li>
        ) : (
          <LogEntry key={`${log.create_time}-${i}`} log={log} />
        ),
      )}
    </ol>
  );
}

function LogEntry({ log }: { log: RefundLog }) {
  const { t } = useTranslation('refunds');
  const colour = ACTOR_COLOURS[log.actor];
  const right = log.actor !== 'buyer';
  return (
    <li
      data-actor={log.actor}
      style={{
        display: 'flex',
        flexDirection: right ? 'row-reverse' : 'row',
        gap: space.sm,
        margin: `${space.md}px 0`,
      }}
    >
      <Avatar style={{ background: colour, flex: 'none' }}>
        {t(`actors.${log.actor}`).slice(0, 1)}
      </Avatar>
      <Flex vertical align={right ? 'flex-end' : 'flex-start'} style={{ maxWidth: '75%' }}>
        <Flex gap={space.xs} align="center" wrap style={{ marginBottom: space.xs }}>
          <Typography.Text strong>{t(`actors.${log.actor}`)}</Typography.Text>
          <Tag bordered={false} style={{ marginInlineEnd: 0 }}>
            {log.action_name}
          </Tag>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {shopDateTimeSeconds(log.create_time)}
          </Typography.Text>
        </Flex>
        {(log.message || log.images.length > 0) && (
          <div
            style={{
              padding: `${space.sm}px ${space.md}px`,
              borderRadius: radius.lg,
              background: fade(colour, 0.08),
              border: `1px solid ${fade(colour, 0.25)}`,
              whiteSpace: 'pre-wrap',
              wordBreak: 'break-word',
            }}
          >
            {log.message}
            {log.images.length > 0 && (
              <div style={{ marginTop: log.message ? space.sm : 0 }}>
                <EvidenceImages images={log.images} size={56} />
              </div>
            )}
          </div>
        )}
      </Flex>
    </li>
  );
}
