import {
  DownOutlined,
  ExportOutlined,
  LogoutOutlined,
  MenuFoldOutlined,
  MenuUnfoldOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { Avatar, Button, Dropdown, Flex, Layout, Menu, Tag, Typography } from 'antd';
import type { MenuProps } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { useSignOut } from '@/features/auth/api/sign-out';
import { LangSwitch } from '@/components/lang-switch';
import { staffHas, useStaff } from '@/lib/staff';
import { CONSOLE_PAGES, WORKBENCH } from '../console-pages';
import { fade, HEADER_HEIGHT, palette, SIDER_COLLAPSED_WIDTH, SIDER_WIDTH, space } from '../theme';
import { ConsoleLogo } from './console-logo';
import { consoleMenuItems } from './console-menu';

/** The section an address belongs to (`/orders/12` is in `orders`). */
const sectionOf = (pathname: string) =>
  CONSOLE_PAGES.find((page) => pathname === page.path || pathname.startsWith(`${page.path}/`));

/**
 * The signed-in console's frame (issue 15): a dark sider whose menu lists the sections the role
 * may use (contracts `access.ts`, as the server's `permissions`), a header with the shop, the
 * staff member and their role, the language and sign-out, and the page below.
 */
export function ConsoleLayout() {
  const { t } = useTranslation('layout');
  const staff = useStaff();
  const location = useLocation();
  const navigate = useNavigate();
  const signOut = useSignOut();
  const [collapsed, setCollapsed] = useState(false);
  const section = sectionOf(location.pathname);

  useEffect(() => {
    const page = section ? `${t(`menu.${section.key}`)} - ` : '';
    document.title = `${page}${staff.shop_name} · ${t('console')}`;
  }, [section, staff.shop_name, t]);

  const items = consoleMenuItems(
    CONSOLE_PAGES.filter((page) => staffHas(staff, page.permission)),
    t,
  );
  if (staffHas(staff, WORKBENCH.permission))
    items.push(
      { type: 'divider' },
      {
        key: 'workbench',
        icon: WORKBENCH.icon,
        label: (
          <a href={WORKBENCH.href} target="_blank" rel="noopener noreferrer">
            {t('menu.workbench')} <ExportOutlined style={{ fontSize: 12 }} />
          </a>
        ),
      },
    );

  const userMenu: MenuProps['items'] = [
    {
      key: 'who',
      disabled: true,
      label: t('user.signed_in_as', { username: staff.username }),
    },
    { type: 'divider' },
    { key: 'logout', icon: <LogoutOutlined />, label: t('user.logout'), danger: true },
  ];
  const onUserMenu: MenuProps['onClick'] = ({ key }) => {
    if (key === 'logout')
      signOut.mutate(undefined, { onSettled: () => void navigate('/login', { replace: true }) });
  };

  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Sider
        collapsible
        collapsed={collapsed}
        trigger={null}
        width={SIDER_WIDTH}
        collapsedWidth={SIDER_COLLAPSED_WIDTH}
        style={{ position: 'sticky', top: 0, height: '100vh', overflow: 'auto' }}
      >
        <ConsoleLogo collapsed={collapsed} />
        <Menu
          theme="dark"
          mode="inline"
          items={items}
          selectedKeys={section ? [section.key] : []}
          defaultOpenKeys={section?.group ? [section.group] : []}
        />
      </Layout.Sider>
      <Layout>
        <Layout.Header
          style={{
            position: 'sticky',
            top: 0,
            zIndex: 10,
            height: HEADER_HEIGHT,
            lineHeight: `${HEADER_HEIGHT}px`,
            boxShadow: `0 1px 4px ${fade(palette.black, 0.08)}`,
          }}
        >
          <Flex justify="space-between" align="center" style={{ height: '100%' }}>
            <Flex align="center" gap="small">
              <Button
                type="text"
                icon={collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
                onClick={() => setCollapsed(!collapsed)}
                aria-label={t(collapsed ? 'sider.expand' : 'sider.collapse')}
              />
              <Typography.Text strong>{staff.shop_name}</Typography.Text>
              {staff.is_platform === 1 && <Tag color="blue">{t('user.platform')}</Tag>}
            </Flex>
            <Flex align="center" gap={space.xs}>
              <LangSwitch />
              <Dropdown menu={{ items: userMenu, onClick: onUserMenu }} placement="bottomRight">
                <Button type="text" style={{ height: HEADER_HEIGHT - space.md }}>
                  <Avatar
                    size="small"
                    icon={<UserOutlined />}
                    style={{ backgroundColor: palette.primary }}
                  />
                  <span>{staff.nickname || staff.username}</span>
                  <Tag style={{ marginInlineEnd: 0 }}>{t(`common:roles.${staff.role}`)}</Tag>
                  <DownOutlined style={{ fontSize: 10 }} />
                </Button>
              </Dropdown>
            </Flex>
          </Flex>
        </Layout.Header>
        <Layout.Content style={{ padding: space.lg }}>
          <Outlet />
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
