import { ReloadOutlined } from '@ant-design/icons';
import { Button, Flex, Input } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { space } from '@/app/theme';
import type { ListController } from './use-list-state';

/**
 * The bar above a list: the search box (kept in the URL as `q`), the list's filter controls,
 * a reset, and on the right the list's own actions (export, create).
 */
export function ListToolbar({
  list,
  searchPlaceholder,
  children,
  extra,
}: {
  list: ListController;
  searchPlaceholder: string;
  /** Filter controls, each writing with `list.update({ filters: { key: value } })`. */
  children?: ReactNode;
  extra?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Flex
      justify="space-between"
      align="center"
      gap="middle"
      wrap
      style={{ marginBottom: space.md }}
    >
      <Flex gap="small" wrap align="center">
        <Input.Search
          // A new address (back, a link) shows its own search text.
          key={list.search}
          defaultValue={list.search}
          placeholder={searchPlaceholder}
          aria-label={searchPlaceholder}
          allowClear
          maxLength={50}
          style={{ width: 260 }}
          onSearch={(search) => list.update({ search })}
        />
        {children}
        <Button icon={<ReloadOutlined />} onClick={list.reset}>
          {t('actions.reset')}
        </Button>
      </Flex>
      {extra && <Flex gap="small">{extra}</Flex>}
    </Flex>
  );
}
