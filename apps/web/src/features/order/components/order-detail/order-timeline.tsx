import type { OrderDetail } from '@shop/contracts/order';
import { shopDateTimeSeconds } from '@shop/web-kit/shop-time';
import { Empty, Timeline } from 'antd';
import { useTranslation } from 'react-i18next';
import { palette } from '@/app/theme';

/** 订单跟踪: the order's log, newest first, with times in China time. */
export function OrderTimeline({ logs }: { logs: OrderDetail['logs'] }) {
  const { t } = useTranslation('order');
  if (logs.length === 0)
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('detail.noLogs')} />;
  const newestFirst = [...logs].sort((a, b) => b.create_time - a.create_time);
  return (
    <Timeline
      items={newestFirst.map((log, i) => ({
        key: `${log.create_time}-${i}`,
        color: i === 0 ? 'red' : 'gray',
        content: (
          <div style={{ fontSize: 13 }}>
            <span style={{ color: palette.textMuted, marginRight: 16 }}>
              {shopDateTimeSeconds(log.create_time)}
            </span>
            <span style={{ color: i === 0 ? palette.text : palette.textSecondary }}>
              {log.action_name}
            </span>
            {log.remark && (
              <span style={{ color: palette.textMuted, marginLeft: 8 }}>{log.remark}</span>
            )}
          </div>
        ),
      }))}
    />
  );
}
