import type { GoodsEvaluateItem, GoodsEvaluatePageBody } from '@shop/contracts/catalogue';
import { shopDate, shopDaysBetween } from '@shop/web-kit/shop-time';
import { Pagination, Rate } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FallbackImage } from '@/components/fallback-image';
import { ImageThumbs } from '@/components/image-thumbs';
import { QueryState } from '@/components/query-state';
import { useDefaultImages } from '@/lib/default-images';
import { palette, radius } from '@/app/theme';
import { useGoodsEvaluatePage } from '../../api/get-goods-evaluate-page';

const PAGE_SIZE = 10;
type Filter = 'all' | 'good' | 'middle' | 'bad' | 'image';
const FILTERS: Filter[] = ['all', 'good', 'middle', 'bad', 'image'];

/** The call's filter for a tab: grade 1 good, 2 middle, 3 bad; 有图 = only with pictures. */
export function evaluateFilterBody(filter: Filter): Partial<GoodsEvaluatePageBody> {
  if (filter === 'good') return { explain_type: 1 };
  if (filter === 'middle') return { explain_type: 2 };
  if (filter === 'bad') return { explain_type: 3 };
  if (filter === 'image') return { has_image: 1 };
  return {};
}

/** The evaluations of a goods with the 全部/好评/中评/差评/有图 filter and pagination. */
export function GoodsEvaluations({ goodsId }: { goodsId: number }) {
  const { t } = useTranslation('goods-detail');
  const [filter, setFilter] = useState<Filter>('all');
  const [page, setPage] = useState(1);
  const query = useGoodsEvaluatePage({
    goods_id: goodsId,
    page,
    page_size: PAGE_SIZE,
    ...evaluateFilterBody(filter),
  });
  const counts = query.data?.counts;
  const countOf: Record<Filter, number> = {
    all: counts?.total ?? 0,
    good: counts?.good ?? 0,
    middle: counts?.middle ?? 0,
    bad: counts?.bad ?? 0,
    image: counts?.image ?? 0,
  };
  return (
    <div>
      <div
        role="group"
        aria-label={t('evaluate.filters')}
        style={{
          display: 'flex',
          gap: 8,
          padding: '12px 0',
          borderBottom: `1px solid ${palette.dividerLight}`,
        }}
      >
        {FILTERS.map((f) => (
          <button
            key={f}
            type="button"
            aria-pressed={filter === f}
            onClick={() => {
              setFilter(f);
              setPage(1);
            }}
            style={{
              padding: '2px 12px',
              fontSize: 12,
              lineHeight: '22px',
              cursor: 'pointer',
              borderRadius: radius.sm,
              border: `1px solid ${filter === f ? palette.brand : palette.border}`,
              color: filter === f ? palette.brand : palette.textSecondary,
              background: palette.white,
            }}
          >
            {t(`evaluate.${f}`, { count: countOf[f] })}
          </button>
        ))}
      </div>
      <QueryState query={query} empty={t('evaluate.empty')} style={{ padding: '32px 0' }}>
        {(data) => (
          <>
            <ul
              style={{
                listStyle: 'none',
                margin: 0,
                padding: 0,
                opacity: query.isPlaceholderData ? 0.6 : 1,
              }}
            >
              {data.list.map((item) => (
                <EvaluateRow key={item.evaluate_id} item={item} />
              ))}
            </ul>
            {data.count > PAGE_SIZE && (
              <Pagination
                align="end"
                style={{ marginTop: 16 }}
                current={page}
                pageSize={PAGE_SIZE}
                total={data.count}
                showSizeChanger={false}
                onChange={setPage}
              />
            )}
          </>
        )}
      </QueryState>
    </div>
  );
}

/** The shop's answer under the buyer's words (商家回复). */
function ShopReply({ text }: { text: string }) {
  const { t } = useTranslation('goods-detail');
  return (
    <div
      style={{
        marginTop: 6,
        fontSize: 12,
        color: palette.gold,
        background: palette.warmWash,
        padding: '4px 8px',
      }}
    >
      {t('evaluate.reply')}
      {text}
    </div>
  );
}

/** One evaluation: the buyer, stars, words and pictures, the reply, then the follow-up (追评). */
function EvaluateRow({ item }: { item: GoodsEvaluateItem }) {
  const { t } = useTranslation('goods-detail');
  const defaults = useDefaultImages();
  const againDays =
    item.again_time === null ? 0 : shopDaysBetween(item.create_time, item.again_time);
  return (
    <li
      data-testid="goods-evaluation"
      style={{
        display: 'flex',
        gap: 16,
        padding: '16px 0',
        borderBottom: `1px solid ${palette.fill}`,
      }}
    >
      <div style={{ width: 120, flex: 'none', display: 'flex', alignItems: 'center', gap: 8 }}>
        <FallbackImage
          src={item.member_headimg}
          fallback={defaults?.default_headimg}
          alt=""
          width={32}
          height={32}
          loading="lazy"
          style={{ borderRadius: radius.round, objectFit: 'cover' }}
        />
        <span style={{ fontSize: 12, color: palette.textSecondary, wordBreak: 'break-all' }}>
          {item.member_name}
        </span>
      </div>
      <div style={{ flex: 1, minWidth: 0, fontSize: 13 }}>
        <Rate
          disabled
          value={item.scores}
          aria-label={t('evaluate.scores', { count: item.scores })}
          style={{ fontSize: 12, color: palette.brand }}
        />
        <p
          style={{
            margin: '6px 0',
            color: item.content ? palette.text : palette.textMuted,
            whiteSpace: 'pre-wrap',
            wordBreak: 'break-word',
          }}
        >
          {item.content || t('evaluate.noContent')}
        </p>
        {item.images.length > 0 && (
          <div style={{ marginBottom: 6 }}>
            <ImageThumbs
              images={item.images}
              fallback={defaults?.default_goods_img}
              altOf={(index) => t('evaluate.picture', { index })}
            />
          </div>
        )}
        <div style={{ fontSize: 12, color: palette.textMuted }}>
          {item.spec_name && (
            <span style={{ marginRight: 16 }}>{t('evaluate.spec', { spec: item.spec_name })}</span>
          )}
          {shopDate(item.create_time)}
        </div>
        {item.explain_first && <ShopReply text={item.explain_first} />}
        {item.again_time !== null && (
          <div data-testid="evaluate-again" style={{ marginTop: 12 }}>
            <div style={{ fontSize: 12, marginBottom: 4 }}>
              <strong style={{ color: palette.brand }}>{t('evaluate.again')}</strong>
              <span style={{ marginLeft: 8, color: palette.textMuted }}>
                {againDays === 0
                  ? t('evaluate.againSameDay')
                  : t('evaluate.againAfter', { count: againDays })}
              </span>
            </div>
            <p style={{ margin: '0 0 6px', whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
              {item.again_content}
            </p>
            <ImageThumbs
              images={item.again_images}
              fallback={defaults?.default_goods_img}
              altOf={(index) => t('evaluate.againPicture', { index })}
            />
            {item.again_explain && <ShopReply text={item.again_explain} />}
          </div>
        )}
      </div>
    </li>
  );
}
