import { SECKILL_DEFAULT_PAGE_SIZE } from '@shop/contracts/promotion';
import { Alert, Pagination } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ContentColumn } from '@/components/content-column';
import { QueryState } from '@/components/query-state';
import { parsePage } from '@/features/catalogue/lib/brand-initials';
import { useSeckillGoodsPage } from '@/features/promotion/api/get-seckill-goods-page';
import { useSeckillTimes } from '@/features/promotion/api/get-seckill-times';
import { SeckillBanner } from '@/features/promotion/components/seckill-banner';
import { SeckillCountdown } from '@/features/promotion/components/seckill-countdown';
import { SeckillGoodsCard } from '@/features/promotion/components/seckill-goods-card';
import { SeckillTimeTabs } from '@/features/promotion/components/seckill-time-tabs';
import { useNow } from '@/features/promotion/hooks/use-now';
import { defaultSlot } from '@/features/promotion/lib/seckill-slots';
import { hasSession } from '@/lib/session';
import { palette } from '@/app/theme';

/** /promotion/seckill: today's slots (`?time=` picks one; the running one first) and their goods. */
export function SeckillZonePage() {
  const { t } = useTranslation('seckill');
  const [params, setParams] = useSearchParams();
  const page = parsePage(params.get('page'));
  const isMember = hasSession();
  const times = useSeckillTimes();
  // The server's clock, moved on by the browser's: countdowns do not depend on the buyer's clock.
  const skew = times.data ? times.data.now - times.dataUpdatedAt : 0;
  const now = useNow() + skew;
  const slots = times.data?.list ?? [];
  const asked = Number(params.get('time'));
  const slot = slots.find((s) => s.id === asked) ?? defaultSlot(slots, now);
  const goods = useSeckillGoodsPage(
    { seckill_time_id: slot?.id ?? 0, page, page_size: SECKILL_DEFAULT_PAGE_SIZE },
    isMember,
    slot !== undefined,
  );

  const go = (next: { time: number; page?: number }) => {
    const query = new URLSearchParams({ time: String(next.time) });
    if ((next.page ?? 1) > 1) query.set('page', String(next.page));
    setParams(query);
  };

  return (
    <>
      <SeckillBanner />
      <ContentColumn style={{ paddingBottom: 32 }}>
        <QueryState
          query={times}
          rows={8}
          isEmpty={() => !slot}
          errorTitle={t('loadError')}
          empty={t('noSlots')}
          style={{ background: palette.white, padding: 64, marginTop: 16 }}
        >
          {() =>
            slot && (
              <>
                <SeckillTimeTabs
                  slots={slots}
                  selectedId={slot.id}
                  now={now}
                  onSelect={(id) => go({ time: id })}
                />
                <div
                  style={{
                    display: 'flex',
                    justifyContent: 'space-between',
                    alignItems: 'center',
                    background: palette.white,
                    padding: '10px 16px',
                    borderBottom: `2px solid ${palette.brand}`,
                    fontSize: 14,
                  }}
                >
                  <strong style={{ color: palette.brand, fontSize: 16 }}>{slot.name}</strong>
                  <span>
                    {now >= slot.end_time ? (
                      <span style={{ color: palette.textMuted }}>{t('slotOver')}</span>
                    ) : (
                      <SeckillCountdown window={slot} now={now} />
                    )}
                  </span>
                  <span style={{ color: palette.textMuted }}>
                    {goods.data ? t('goodsCount', { count: goods.data.count }) : ''}
                  </span>
                </div>
                {!isMember && (
                  <Alert
                    type="warning"
                    showIcon
                    title={
                      <Link to="/login?redirect=%2Fpromotion%2Fseckill">{t('loginForPrice')}</Link>
                    }
                    style={{ marginTop: 12 }}
                  />
                )}
                <QueryState
                  query={goods}
                  rows={8}
                  errorTitle={t('loadError')}
                  empty={t('empty')}
                  style={{ background: palette.white, padding: 64, margin: '16px 0 0' }}
                >
                  {(data) => (
                    <div
                      style={{
                        display: 'grid',
                        gridTemplateColumns: 'repeat(auto-fill, 230px)',
                        justifyContent: 'space-between',
                        gap: 12,
                        marginTop: 16,
                      }}
                    >
                      {data.list.map((g) => (
                        <SeckillGoodsCard key={g.id} goods={g} now={now} />
                      ))}
                    </div>
                  )}
                </QueryState>
                {goods.data && goods.data.count > SECKILL_DEFAULT_PAGE_SIZE && (
                  <Pagination
                    current={page}
                    pageSize={SECKILL_DEFAULT_PAGE_SIZE}
                    total={goods.data.count}
                    showSizeChanger={false}
                    onChange={(p) => go({ time: slot.id, page: p })}
                    style={{ marginTop: 20, justifyContent: 'center' }}
                  />
                )}
              </>
            )
          }
        </QueryState>
      </ContentColumn>
    </>
  );
}
