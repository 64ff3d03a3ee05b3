import type { ConsoleGoodsRow } from '@shop/contracts/catalogue';
import { App, Button, Popconfirm } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSetShelf } from '../api/goods-writes';

/**
 * Puts a goods on the shelf, or takes it off after a confirmation (buyers stop finding it);
 * a refusal shows the server's message.
 */
export function ShelfAction({ goods }: { goods: ConsoleGoodsRow }) {
  const { t } = useTranslation('goods');
  const { message } = App.useApp();
  const shelf = useSetShelf();
  const onSale = goods.goods_state === 1;

  async function change() {
    try {
      await shelf.mutateAsync({ goods_id: goods.goods_id, goods_state: onSale ? 0 : 1 });
      void message.success(t(onSale ? 'shelf.off_done' : 'shelf.on_done'));
    } catch (error) {
      void message.error(error instanceof Error ? error.message : String(error));
    }
  }

  if (!onSale)
    return (
      <Button
        type="link"
        size="small"
        style={{ paddingInline: 0 }}
        loading={shelf.isPending}
        onClick={() => void change()}
      >
        {t('shelf.on')}
      </Button>
    );
  return (
    <Popconfirm
      title={t('shelf.off_title')}
      description={t('shelf.off_content')}
      okText={t('shelf.off')}
      okButtonProps={{ danger: true }}
      cancelText={t('common:actions.cancel')}
      onConfirm={change}
    >
      <Button
        type="link"
        size="small"
        danger
        style={{ paddingInline: 0 }}
        loading={shelf.isPending}
      >
        {t('shelf.off')}
      </Button>
    </Popconfirm>
  );
}
