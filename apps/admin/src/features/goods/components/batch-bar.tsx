import type { ConsoleGoodsRow } from '@shop/contracts/catalogue';
import { App, Button, Flex, Popconfirm, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { space } from '@/app/theme';
import { useBatchDelete, useBatchRestore, useBatchShelf } from '../api/goods-batch';
import { CategoryMoveModal } from './category-move-modal';
import { PriceChangeModal } from './price-change-modal';
import { SaleControlModal } from './sale-control-modal';

type Dialog = 'price' | 'category' | 'control' | null;

/**
 * The batch actions on the rows chosen in the goods list (issue 25): on or off the shelf, move
 * category, sale control, price change (previewed), to the recycle bin; in the bin, restore.
 * Destructive ones ask first; each answers how many goods changed.
 */
export function BatchBar({
  rows,
  recycled,
  onDone,
}: {
  rows: readonly ConsoleGoodsRow[];
  recycled: boolean;
  onDone: () => void;
}) {
  const { t } = useTranslation('goods');
  const { message } = App.useApp();
  const shelf = useBatchShelf();
  const remove = useBatchDelete();
  const restore = useBatchRestore();
  const [dialog, setDialog] = useState<Dialog>(null);
  const goodsIds = rows.map((r) => r.goods_id);
  const none = rows.length === 0;

  async function run(action: () => Promise<{ changed: number }>) {
    try {
      const { changed } = await action();
      void message.success(t('batch.done', { count: changed }));
      onDone();
    } catch (error) {
      void message.error(error instanceof Error ? error.message : String(error));
    }
  }
  const close = (changed: boolean) => {
    setDialog(null);
    if (changed) onDone();
  };

  return (
    <Flex align="center" gap={space.sm} wrap style={{ marginBottom: space.md }}>
      <Typography.Text type="secondary">
        {t('batch.chosen', { count: rows.length })}
      </Typography.Text>
      {recycled ? (
        <Button
          disabled={none}
          loading={restore.isPending}
          onClick={() => void run(() => restore.mutateAsync({ goods_ids: goodsIds }))}
        >
          {t('batch.restore')}
        </Button>
      ) : (
        <>
          <Button
            disabled={none}
            loading={shelf.isPending}
            onClick={() =>
              void run(() => shelf.mutateAsync({ goods_ids: goodsIds, goods_state: 1 }))
            }
          >
            {t('shelf.on')}
          </Button>
          <Popconfirm
            title={t('batch.off_title', { count: rows.length })}
            description={t('shelf.off_content')}
            okText={t('shelf.off')}
            okButtonProps={{ danger: true }}
            cancelText={t('common:actions.cancel')}
            disabled={none}
            onConfirm={() => run(() => shelf.mutateAsync({ goods_ids: goodsIds, goods_state: 0 }))}
          >
            <Button disabled={none}>{t('shelf.off')}</Button>
          </Popconfirm>
          <Button disabled={none} onClick={() => setDialog('category')}>
            {t('batch.category.button')}
          </Button>
          <Button disabled={none} onClick={() => setDialog('control')}>
            {t('batch.control.button')}
          </Button>
          <Button disabled={none} onClick={() => setDialog('price')}>
            {t('batch.price.button')}
          </Button>
          <Popconfirm
            title={t('batch.delete_title', { count: rows.length })}
            description={t('batch.delete_content')}
            okText={t('batch.delete')}
            okButtonProps={{ danger: true }}
            cancelText={t('common:actions.cancel')}
            disabled={none}
            onConfirm={() => run(() => remove.mutateAsync({ goods_ids: goodsIds }))}
          >
            <Button danger disabled={none} loading={remove.isPending}>
              {t('batch.delete')}
            </Button>
          </Popconfirm>
        </>
      )}
      <PriceChangeModal rows={rows} open={dialog === 'price'} onClose={close} />
      <CategoryMoveModal goodsIds={goodsIds} open={dialog === 'category'} onClose={close} />
      <SaleControlModal goodsIds={goodsIds} open={dialog === 'control'} onClose={close} />
    </Flex>
  );
}
