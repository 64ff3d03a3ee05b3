import { CustomerServiceOutlined, LogoutOutlined } from '@ant-design/icons';
import type { StaffInfo } from '@shop/contracts/chat';
import { App, Avatar, Button, Popconfirm, Space, Switch, Tooltip, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ChatSocketStatus } from '@/lib/use-chat-socket';
import { fade, palette, radius } from '@/app/theme';
import { useSetStaffOnline } from '../api/set-staff-online';
import { useStaffLogout } from '../api/staff-logout';
import { SocketStatus } from './socket-status';
import { WorkbenchLang } from './workbench-lang';

interface WorkbenchTopBarProps {
  info: StaffInfo;
  socketStatus: ChatSocketStatus;
  onReconnect: () => void;
}

/**
 * Shop, servicer and availability. The servicer counts as online only while both the online flag
 * is set and the socket is open (presence is kept alive by the socket's heartbeat), so the
 * switch shows exactly that and can only be turned on with the socket open.
 */
export function WorkbenchTopBar({ info, socketStatus, onReconnect }: WorkbenchTopBarProps) {
  const { t } = useTranslation('workbench');
  const { message } = App.useApp();
  const online = useSetStaffOnline();
  const logout = useStaffLogout();
  const socketOpen = socketStatus === 'open';
  const shownOnline = info.online === 1 && socketOpen;

  const toggle = (next: boolean) =>
    online.mutate(next ? 1 : 0, {
      onSuccess: () => void message.success(t(next ? 'top.wentOnline' : 'top.wentOffline')),
      onError: (error) => void message.error(error.message),
    });

  return (
    <header
      style={{
        height: 56,
        flex: 'none',
        display: 'flex',
        alignItems: 'center',
        gap: 16,
        padding: '0 20px',
        background: palette.navy,
        color: palette.white,
      }}
    >
      <Space size={10}>
        <Avatar
          src={info.logo || undefined}
          shape="square"
          size={32}
          style={{ background: palette.white }}
        >
          {info.shop_name.slice(0, 1)}
        </Avatar>
        <Typography.Text strong style={{ color: palette.white, fontSize: 16 }}>
          {info.shop_name}
        </Typography.Text>
        <span style={{ color: fade(palette.white, 0.65) }}>
          <CustomerServiceOutlined /> {t('title')}
        </span>
      </Space>
      <div style={{ flex: 1 }} />
      <span style={{ background: palette.white, borderRadius: radius.pill, padding: '2px 10px' }}>
        <SocketStatus status={socketStatus} onReconnect={onReconnect} />
      </span>
      <Space size={8}>
        <span style={{ color: fade(palette.white, 0.85) }}>{t('top.onlineLabel')}</span>
        <Tooltip title={socketOpen ? undefined : t('top.needSocket')}>
          <Switch
            data-testid="workbench-online"
            checked={shownOnline}
            checkedChildren={t('top.online')}
            unCheckedChildren={t('top.offline')}
            loading={online.isPending}
            disabled={!socketOpen && !shownOnline}
            onChange={toggle}
          />
        </Tooltip>
      </Space>
      <Space size={8}>
        <Avatar src={info.headimg || undefined} size={28} style={{ background: palette.blue }}>
          {(info.nickname || info.username).slice(0, 1)}
        </Avatar>
        <span data-testid="workbench-nickname">{info.nickname || info.username}</span>
      </Space>
      <WorkbenchLang />
      <Popconfirm title={t('top.logoutConfirm')} onConfirm={() => logout.mutate()}>
        <Button
          type="text"
          icon={<LogoutOutlined />}
          autoInsertSpace={false}
          style={{ color: palette.white }}
        >
          {t('top.logout')}
        </Button>
      </Popconfirm>
    </header>
  );
}
