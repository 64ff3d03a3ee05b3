import {
  LockOutlined,
  LogoutOutlined,
  MobileOutlined,
  SafetyCertificateOutlined,
} from '@ant-design/icons';
import type { MemberInfo } from '@shop/contracts/member';
import { App, Button, Popconfirm, Space, Tag } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '@/components/query-state';
import { palette } from '@/app/theme';
import { useMemberInfo } from '../../api/get-member-info';
import { useLogoutOthers } from '../../api/modify-security';
import { errorMessage } from '../../lib/error-message';
import { MobileModal } from './mobile-modal';
import { PasswordModal } from './password-modal';
import { PayPasswordModal, type PayPasswordMode } from './pay-password-modal';

type Dialog = 'password' | 'mobile' | PayPasswordMode | null;

const masked = (mobile: string) => (mobile ? `${mobile.slice(0, 3)}****${mobile.slice(7)}` : '');

type RowProps = {
  icon: ReactNode;
  title: string;
  /** Set up (green tag) or not (orange); no tag without `state`. */
  ok: boolean;
  state?: string;
  text: string;
  actions: ReactNode;
};

function Row(props: RowProps) {
  return (
    <li
      style={{
        display: 'flex',
        alignItems: 'center',
        gap: 16,
        padding: '20px 8px',
        borderBottom: `1px solid ${palette.dividerLight}`,
      }}
    >
      <span style={{ fontSize: 28, color: props.ok ? palette.success : palette.warning }}>
        {props.icon}
      </span>
      <div style={{ width: 120, fontWeight: 600 }}>
        {props.title}
        {props.state && (
          <div>
            <Tag color={props.ok ? 'green' : 'orange'} style={{ marginTop: 4 }}>
              {props.state}
            </Tag>
          </div>
        )}
      </div>
      <div style={{ flex: 1, color: palette.textSecondary }}>{props.text}</div>
      <Space>{props.actions}</Space>
    </li>
  );
}

function Rows({ member }: { member: MemberInfo }) {
  const { t } = useTranslation('member-security');
  const { message } = App.useApp();
  const [dialog, setDialog] = useState<Dialog>(null);
  const logoutOthers = useLogoutOthers();
  const close = () => setDialog(null);
  const hasMobile = member.mobile !== '';

  const signOutOthers = async () => {
    try {
      const { count } = await logoutOthers.mutateAsync();
      void message.success(t('sessions.done', { count }));
    } catch (error) {
      void message.error(errorMessage(error, t('failed')));
    }
  };

  return (
    <>
      <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        <Row
          icon={<LockOutlined />}
          title={t('password.name')}
          ok
          state={t('state.on')}
          text={t('password.text')}
          actions={<Button onClick={() => setDialog('password')}>{t('modify')}</Button>}
        />
        <Row
          icon={<SafetyCertificateOutlined />}
          title={t('payPassword.name')}
          ok={member.has_pay_password}
          state={t(member.has_pay_password ? 'state.on' : 'state.off')}
          text={t(member.has_pay_password ? 'payPassword.textOn' : 'payPassword.textOff')}
          actions={
            member.has_pay_password ? (
              <>
                <Button onClick={() => setDialog('change')}>{t('modify')}</Button>
                <Button type="link" disabled={!hasMobile} onClick={() => setDialog('reset')}>
                  {t('payPassword.forgot')}
                </Button>
              </>
            ) : (
              <Button type="primary" disabled={!hasMobile} onClick={() => setDialog('set')}>
                {t('payPassword.setButton')}
              </Button>
            )
          }
        />
        <Row
          icon={<MobileOutlined />}
          title={t('mobile.name')}
          ok={hasMobile}
          state={t(hasMobile ? 'state.bound' : 'state.unbound')}
          text={
            hasMobile ? t('mobile.textOn', { mobile: masked(member.mobile) }) : t('mobile.textOff')
          }
          actions={
            <Button onClick={() => setDialog('mobile')}>
              {t(hasMobile ? 'mobile.change' : 'mobile.bind')}
            </Button>
          }
        />
        <Row
          icon={<LogoutOutlined />}
          title={t('sessions.name')}
          ok
          text={t('sessions.text')}
          actions={
            <Popconfirm
              title={t('sessions.confirm')}
              okText={t('sessions.ok')}
              cancelText={t('cancel')}
              onConfirm={() => signOutOthers()}
            >
              <Button loading={logoutOthers.isPending}>{t('sessions.button')}</Button>
            </Popconfirm>
          }
        />
      </ul>
      {!hasMobile && <p style={{ color: palette.textMuted, marginTop: 12 }}>{t('needMobile')}</p>}
      {dialog === 'password' && <PasswordModal mobile={masked(member.mobile)} onClose={close} />}
      {dialog === 'mobile' && <MobileModal mobile={masked(member.mobile)} onClose={close} />}
      {(dialog === 'set' || dialog === 'change' || dialog === 'reset') && (
        <PayPasswordModal mode={dialog} mobile={masked(member.mobile)} onClose={close} />
      )}
    </>
  );
}

/** /member/security 账户安全 (issue 16): login and pay passwords, the mobile, other sessions. */
export function SecurityPanel() {
  const { t } = useTranslation('member-security');
  const member = useMemberInfo();
  return (
    <div style={{ background: palette.white, padding: 20 }}>
      <h2 style={{ margin: '0 0 8px', fontSize: 18 }}>{t('titles.security')}</h2>
      <QueryState query={member} rows={8}>
        {(data) => <Rows member={data} />}
      </QueryState>
    </div>
  );
}
