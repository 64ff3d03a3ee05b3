import type { GoodsBrowseItem } from '@shop/contracts/catalogue';
import { GOODS_BROWSE_MAX_PER_MEMBER } from '@shop/contracts/catalogue';
import { shopDateTime } from '@shop/web-kit/shop-time';
import { Button, Checkbox, Popconfirm } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '@/components/query-state';
import { fade, palette, radius } from '@/app/theme';
import { useDeleteGoodsBrowse } from '../../api/delete-goods-browse';
import { useGoodsBrowsePages } from '../../api/get-goods-browse-page';
import { groupByDay, type DayGroup } from '../../lib/footprint-days';
import { GoodsCard } from '../goods-card';
import {
  CardActions,
  goodsGridStyle,
  MemberGoodsPanel,
  OffSaleVeil,
  GoShopping,
} from './member-goods-panel';

/** Footprints loaded per "load more" (10 rows of 4). */
export const FOOTPRINT_PAGE_SIZE = 40;

/** "08:58": the shop time of day a footprint was left (its day is the group's heading). */
const viewedAt = (ms: number) => shopDateTime(ms).slice('YYYY-MM-DD '.length);

type CardProps = {
  item: GoodsBrowseItem;
  editing: boolean;
  selected: boolean;
  onSelect: (id: number, on: boolean) => void;
  onDelete: (ids: number[]) => void;
};

function FootprintCard({ item, editing, selected, onSelect, onDelete }: CardProps) {
  const { t } = useTranslation('member-goods');
  return (
    <div
      style={{
        position: 'relative',
        display: 'flex',
        outline: editing && selected ? `2px solid ${palette.brand}` : undefined,
        outlineOffset: -1,
      }}
    >
      <GoodsCard
        goods={item}
        actions={
          <CardActions>
            <span>{t('footprint.viewedAt', { time: viewedAt(item.browse_time) })}</span>
            {!editing && (
              <Button
                type="link"
                size="small"
                style={{ padding: 0, fontSize: 12, color: palette.textMuted }}
                onClick={() => onDelete([item.id])}
              >
                {t('footprint.delete')}
              </Button>
            )}
          </CardActions>
        }
      />
      {!item.on_sale && <OffSaleVeil />}
      {editing && (
        <Checkbox
          checked={selected}
          onChange={(e) => onSelect(item.id, e.target.checked)}
          aria-label={t('footprint.select', { name: item.goods_name })}
          style={{
            position: 'absolute',
            top: 6,
            left: 6,
            background: palette.white,
            padding: '2px 4px',
            borderRadius: radius.sm,
            boxShadow: `0 0 2px ${fade(palette.black, 0.2)}`,
          }}
        />
      )}
    </div>
  );
}

function DayHeading({
  group,
  onClear,
  busy,
}: {
  group: DayGroup<GoodsBrowseItem>;
  onClear: () => void;
  busy: boolean;
}) {
  const { t } = useTranslation('member-goods');
  const label = group.label === 'date' ? group.day : t(`footprint.${group.label}`);
  return (
    <div
      style={{
        display: 'flex',
        alignItems: 'baseline',
        gap: 8,
        margin: '4px 0 10px',
        paddingLeft: 8,
        borderLeft: `3px solid ${palette.brand}`,
      }}
    >
      <h2 style={{ margin: 0, fontSize: 15, fontWeight: 600 }}>{label}</h2>
      <span style={{ color: palette.textMuted, fontSize: 12 }}>
        {t('footprint.dayCount', { count: group.items.length })}
      </span>
      <Popconfirm
        title={t('footprint.clearDayConfirm', { day: label })}
        okText={t('common.ok')}
        cancelText={t('common.cancel')}
        onConfirm={onClear}
      >
        <Button
          type="link"
          size="small"
          disabled={busy}
          style={{ marginLeft: 'auto', fontSize: 12, color: palette.textMuted }}
        >
          {t('footprint.clearDay')}
        </Button>
      </Popconfirm>
    </div>
  );
}

/**
 * 我的足迹: the member's footprints grouped by day (今天 / 昨天 / dates), newest first, loaded
 * 40 at a time. One footprint is deleted from its card; 编辑 selects several to delete at once;
 * 清空 deletes a day's (loaded) footprints.
 */
export function FootprintPanel() {
  const { t } = useTranslation('member-goods');
  const query = useGoodsBrowsePages(FOOTPRINT_PAGE_SIZE);
  const remove = useDeleteGoodsBrowse();
  const [editing, setEditing] = useState(false);
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());

  const items = useMemo(() => query.data?.pages.flatMap((p) => p.list) ?? [], [query.data]);
  const groups = useMemo(() => groupByDay(items), [items]);
  const count = query.data?.pages[0]?.count ?? 0;
  // Ids no longer listed (deleted) drop out of the selection.
  const chosen = items.filter((i) => selected.has(i.id)).map((i) => i.id);

  const select = (id: number, on: boolean) =>
    setSelected((prev) => {
      const next = new Set(prev);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const del = (ids: number[]) => {
    if (ids.length > 0) remove.mutate(ids, { onSuccess: () => setSelected(new Set()) });
  };
  const stopEditing = () => {
    setEditing(false);
    setSelected(new Set());
  };

  const extra =
    items.length === 0 ? null : editing ? (
      <>
        <Checkbox
          checked={chosen.length === items.length}
          indeterminate={chosen.length > 0 && chosen.length < items.length}
          onChange={(e) => setSelected(new Set(e.target.checked ? items.map((i) => i.id) : []))}
        >
          {t('footprint.selectAll')}
        </Checkbox>
        <span style={{ color: palette.textMuted, fontSize: 13 }}>
          {t('footprint.selected', { count: chosen.length })}
        </span>
        <Popconfirm
          title={t('footprint.deleteSelectedConfirm', { count: chosen.length })}
          okText={t('common.ok')}
          cancelText={t('common.cancel')}
          onConfirm={() => del(chosen)}
          disabled={chosen.length === 0}
        >
          <Button danger disabled={chosen.length === 0} loading={remove.isPending}>
            {t('footprint.deleteSelected')}
          </Button>
        </Popconfirm>
        <Button onClick={stopEditing}>{t('footprint.done')}</Button>
      </>
    ) : (
      <Button onClick={() => setEditing(true)}>{t('footprint.edit')}</Button>
    );

  return (
    <MemberGoodsPanel
      title={t('footprint.heading')}
      note={
        count > 0 ? t('footprint.note', { count, max: GOODS_BROWSE_MAX_PER_MEMBER }) : undefined
      }
      extra={extra}
    >
      <QueryState
        query={query}
        rows={8}
        isEmpty={() => items.length === 0}
        empty={t('footprint.empty')}
        emptyExtra={<GoShopping />}
        style={{ padding: '64px 0' }}
      >
        {() => (
          <>
            {groups.map((group) => (
              <section key={group.day} aria-label={group.day} style={{ marginBottom: 20 }}>
                <DayHeading
                  group={group}
                  busy={remove.isPending}
                  onClear={() => del(group.items.map((i) => i.id))}
                />
                <div style={goodsGridStyle}>
                  {group.items.map((item) => (
                    <FootprintCard
                      key={item.id}
                      item={item}
                      editing={editing}
                      selected={selected.has(item.id)}
                      onSelect={select}
                      onDelete={del}
                    />
                  ))}
                </div>
              </section>
            ))}
            <div style={{ textAlign: 'center', marginTop: 8 }}>
              {query.hasNextPage ? (
                <Button
                  onClick={() => void query.fetchNextPage()}
                  loading={query.isFetchingNextPage}
                  style={{ minWidth: 160 }}
                >
                  {t('footprint.loadMore')}
                </Button>
              ) : (
                <span style={{ color: palette.textFaint, fontSize: 12 }}>
                  {t('footprint.noMore')}
                </span>
              )}
            </div>
          </>
        )}
      </QueryState>
    </MemberGoodsPanel>
  );
}
