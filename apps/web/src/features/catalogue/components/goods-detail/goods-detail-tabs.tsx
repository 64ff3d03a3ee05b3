import type { GoodsSkuDetail } from '@shop/contracts/catalogue';
import { Empty, Tabs } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '@/components/query-state';
import { palette } from '@/app/theme';
import { useGoodsAftersale } from '../../api/get-goods-aftersale';
import { useGoodsEvaluateConfig } from '../../api/get-goods-evaluate-config';
import { GoodsAttributes } from './goods-attributes';
import { GoodsContent } from './goods-content';
import { GoodsEvaluations } from './goods-evaluations';

type GoodsDetailTabsProps = {
  goods: Parameters<typeof GoodsAttributes>[0]['goods'] &
    Pick<GoodsSkuDetail, 'goods_id' | 'goods_content' | 'evaluate_num'>;
};

/** 商品详情 / 商品评价 (N) / 售后保障; the evaluations and after-sale text load when opened. */
export function GoodsDetailTabs({ goods }: GoodsDetailTabsProps) {
  const { t } = useTranslation('goods-detail');
  const [active, setActive] = useState('content');
  const evaluateShown = useGoodsEvaluateConfig().data?.evaluate_show !== 0;
  const items = [
    {
      key: 'content',
      label: t('tabs.content'),
      children: (
        <div style={{ display: 'grid', gap: 16 }}>
          <GoodsAttributes goods={goods} />
          {goods.goods_content.trim() ? (
            <GoodsContent content={goods.goods_content} />
          ) : (
            <Empty description={t('tabs.emptyContent')} />
          )}
        </div>
      ),
    },
    ...(evaluateShown
      ? [
          {
            key: 'evaluate',
            label: t('tabs.evaluate', { count: goods.evaluate_num }),
            children: active === 'evaluate' ? <GoodsEvaluations goodsId={goods.goods_id} /> : null,
          },
        ]
      : []),
    {
      key: 'aftersale',
      label: t('tabs.aftersale'),
      children: <Aftersale enabled={active === 'aftersale'} />,
    },
  ];
  return (
    <Tabs
      activeKey={active}
      onChange={setActive}
      items={items}
      type="card"
      style={{ background: palette.white }}
    />
  );
}

function Aftersale({ enabled }: { enabled: boolean }) {
  const { t } = useTranslation('goods-detail');
  const query = useGoodsAftersale(enabled);
  if (!enabled) return null;
  return (
    <QueryState
      query={query}
      isEmpty={(data) => linesOf(data.content).length === 0}
      empty={t('tabs.emptyAftersale')}
    >
      {(data) => (
        <div
          data-shop-data
          style={{
            fontSize: 13,
            color: palette.textSecondary,
            lineHeight: '24px',
            padding: '8px 4px',
          }}
        >
          {linesOf(data.content).map((line, i) => (
            <p key={i} style={{ margin: '0 0 6px' }}>
              {line}
            </p>
          ))}
        </div>
      )}
    </QueryState>
  );
}

function linesOf(content: string) {
  return content.split('\n').filter((line) => line.trim());
}
