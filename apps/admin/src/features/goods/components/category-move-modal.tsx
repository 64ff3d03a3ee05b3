import { App, Form, Modal, TreeSelect } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBatchCategory } from '../api/goods-batch';
import { useCategoryOptions, type CategoryOption } from '../api/get-categories';

/** Only a category without children takes goods: parents are shown but cannot be chosen. */
const leavesOnly = (options: CategoryOption[]): CategoryOption[] =>
  options.map((o) =>
    o.children ? { ...o, selectable: false, children: leavesOnly(o.children) } : o,
  );

/** Moves the chosen goods to one leaf category (issue 25); their category path follows. */
export function CategoryMoveModal({
  goodsIds,
  open,
  onClose,
}: {
  goodsIds: number[];
  open: boolean;
  onClose: (changed: boolean) => void;
}) {
  const { t } = useTranslation('goods');
  const { message } = App.useApp();
  const categories = useCategoryOptions();
  const move = useBatchCategory();
  const [categoryId, setCategoryId] = useState<string | undefined>(undefined);

  async function submit() {
    if (!categoryId) return;
    try {
      const { changed } = await move.mutateAsync({
        goods_ids: goodsIds,
        category_id: Number(categoryId),
      });
      void message.success(t('batch.done', { count: changed }));
      onClose(true);
    } catch (error) {
      void message.error(error instanceof Error ? error.message : String(error));
    }
  }

  return (
    <Modal
      open={open}
      title={t('batch.category.title', { count: goodsIds.length })}
      okText={t('batch.category.save')}
      okButtonProps={{ disabled: !categoryId, loading: move.isPending }}
      cancelText={t('common:actions.cancel')}
      onOk={() => void submit()}
      onCancel={() => onClose(false)}
      destroyOnHidden
    >
      <Form layout="vertical">
        <Form.Item label={t('batch.category.target')} extra={t('batch.category.hint')}>
          <TreeSelect
            aria-label={t('batch.category.target')}
            showSearch={{ treeNodeFilterProp: 'title' }}
            treeDefaultExpandAll
            treeData={leavesOnly(categories.data ?? [])}
            loading={categories.isPending}
            value={categoryId}
            onChange={(v: string) => setCategoryId(v)}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
