import { PlusOutlined } from '@ant-design/icons';
import { CATEGORY_MAX_LEVEL, type ConsoleCategory } from '@shop/contracts/catalogue';
import {
  Alert,
  App,
  Button,
  Card,
  Empty,
  Flex,
  Popconfirm,
  Result,
  Spin,
  Tag,
  Tree,
  Typography,
} from 'antd';
import type { TreeDataNode, TreeProps } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import {
  useConsoleCategories,
  useDeleteCategory,
  useMoveCategory,
} from '@/features/catalogue/api/catalogue-console';
import { CategoryFormModal } from '@/features/catalogue/components/category-form-modal';
import { moveOfDrop, nestCategories, type CategoryNode } from '@/features/catalogue/category-tree';
import { space } from '../theme';

type Target = { editing: ConsoleCategory } | { parent: ConsoleCategory | null } | null;

/**
 * `/admin/categories` (issue 25): the three-level category tree, hidden ones included; add,
 * rename, image, show or hide; drag to reorder or move (never deeper than 3 levels); delete once
 * a category has no goods and no children. The storefront's menu follows at once.
 */
export function CategoriesPage() {
  const { t } = useTranslation('catalogue');
  const { message } = App.useApp();
  const categories = useConsoleCategories();
  const move = useMoveCategory();
  const remove = useDeleteCategory();
  const [target, setTarget] = useState<Target>(null);
  // Every category opens unless the operator closed it: a new child shows under its parent.
  const [collapsed, setCollapsed] = useState<ReadonlySet<number>>(new Set());
  const tree = nestCategories(categories.data ?? []);
  const ids = (categories.data ?? []).map((c) => c.category_id);
  const addUnder = (parent: ConsoleCategory) => {
    setCollapsed((closed) => new Set([...closed].filter((id) => id !== parent.category_id)));
    setTarget({ parent });
  };

  const toData = (nodes: CategoryNode[]): TreeDataNode[] =>
    nodes.map((node) => ({
      key: node.category_id,
      title: node.category_name,
      children: toData(node.children),
    }));
  const byId = new Map((categories.data ?? []).map((c) => [c.category_id, c]));

  const onDrop: TreeProps['onDrop'] = (info) => {
    const side = info.dropPosition - Number(info.node.pos.split('-').at(-1));
    const result = moveOfDrop(tree, {
      dragId: Number(info.dragNode.key),
      dropId: Number(info.node.key),
      toGap: info.dropToGap,
      side: side < 0 ? -1 : side > 0 ? 1 : 0,
    });
    if ('refused' in result) {
      void message.warning(t(`category.refused.${result.refused}`));
      return;
    }
    move.mutateAsync(result.move).then(
      () => message.success(t('category.moved')),
      (error: unknown) => message.error(error instanceof Error ? error.message : String(error)),
    );
  };

  async function del(category: ConsoleCategory) {
    try {
      await remove.mutateAsync({ category_id: category.category_id });
      void message.success(t('deleted'));
    } catch (error) {
      void message.error(error instanceof Error ? error.message : String(error));
    }
  }

  const title = (node: TreeDataNode) => {
    const category = byId.get(Number(node.key));
    if (!category) return null;
    const blocked = category.goods_count > 0 || (node.children?.length ?? 0) > 0;
    return (
      <Flex align="center" justify="space-between" gap={space.md} style={{ minWidth: 520 }}>
        <Flex align="center" gap={space.sm}>
          <Typography.Text strong={category.level === 1}>{category.category_name}</Typography.Text>
          {!category.is_show && <Tag>{t('category.hidden')}</Tag>}
          <Typography.Text type="secondary">
            {t('category.goods_count', { count: category.goods_count })}
          </Typography.Text>
        </Flex>
        <Flex gap={space.xs} onClick={(e) => e.stopPropagation()}>
          {category.level < CATEGORY_MAX_LEVEL && (
            <Button type="link" size="small" onClick={() => addUnder(category)}>
              {t('category.add_sub')}
            </Button>
          )}
          <Button type="link" size="small" onClick={() => setTarget({ editing: category })}>
            {t('edit')}
          </Button>
          <Popconfirm
            title={t('category.delete_title', { name: category.category_name })}
            description={blocked ? t('category.delete_blocked') : t('category.delete_content')}
            okText={t('delete')}
            okButtonProps={{ danger: true, disabled: blocked }}
            cancelText={t('common:actions.cancel')}
            onConfirm={() => del(category)}
          >
            <Button type="link" size="small" danger>
              {t('delete')}
            </Button>
          </Popconfirm>
        </Flex>
      </Flex>
    );
  };

  return (
    <>
      <PageHeader
        title={t('category.title')}
        subTitle={t('category.subtitle')}
        extra={
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => setTarget({ parent: null })}
          >
            {t('category.add_root')}
          </Button>
        }
      />
      <Card>
        <Alert type="info" showIcon title={t('category.hint')} style={{ marginBottom: space.md }} />
        {categories.isPending ? (
          <Flex justify="center" style={{ padding: space.xl }}>
            <Spin />
          </Flex>
        ) : categories.isError ? (
          <Result
            status="error"
            title={categories.error.message}
            extra={
              <Button onClick={() => void categories.refetch()}>{t('common:actions.retry')}</Button>
            }
          />
        ) : tree.length === 0 ? (
          <Empty description={t('category.empty')}>
            <Button type="primary" onClick={() => setTarget({ parent: null })}>
              {t('category.add_root')}
            </Button>
          </Empty>
        ) : (
          <Tree
            draggable={{ icon: false }}
            blockNode
            expandedKeys={ids.filter((id) => !collapsed.has(id))}
            onExpand={(keys) => {
              const open = new Set(keys.map(Number));
              setCollapsed(new Set(ids.filter((id) => !open.has(id))));
            }}
            treeData={toData(tree)}
            titleRender={title}
            onDrop={onDrop}
            disabled={move.isPending}
          />
        )}
      </Card>
      <CategoryFormModal target={target} onClose={() => setTarget(null)} />
    </>
  );
}
