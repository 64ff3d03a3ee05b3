import { App, Button, Modal, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '@/components/query-state';
import { palette } from '@/app/theme';
import { useMultiAccountList } from '../api/get-multi-account';
import { switchAccount } from '../api/switch-account';
import { errorMessage } from '../lib/error-message';

/** How long the "登录成功！" toast shows before the page reloads as the new account. */
const RELOAD_DELAY_MS = 800;

/**
 * The accounts sharing the member's login group; choosing one switches to it (spec §4: shows
 * "登录成功！" and reloads). "暂无更多账号信息" when there is no other account.
 */
export function SwitchAccountDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const query = useMultiAccountList(open);
  const [switching, setSwitching] = useState<number | null>(null);

  const choose = async (memberId: number) => {
    setSwitching(memberId);
    try {
      await switchAccount(memberId);
      void message.success(t('auth:account.switched'));
      setTimeout(() => window.location.reload(), RELOAD_DELAY_MS);
    } catch (error) {
      setSwitching(null);
      void message.error(errorMessage(error, t('auth:account.switchFailed')));
    }
  };

  return (
    <Modal
      open={open}
      title={t('auth:account.switchTitle')}
      onCancel={onClose}
      footer={null}
      width={480}
      destroyOnHidden
    >
      <QueryState
        query={query}
        rows={3}
        isEmpty={(data) => data.group_list.every((a) => a.is_current_member)}
        empty={t('auth:account.noMore')}
      >
        {(data) => (
          <ul
            aria-label={t('auth:account.switchTitle')}
            style={{ listStyle: 'none', margin: 0, padding: 0 }}
          >
            {data.group_list.map((account) => (
              <li
                key={account.member_id}
                style={{
                  display: 'flex',
                  alignItems: 'center',
                  gap: 12,
                  padding: '12px 4px',
                  borderBottom: `1px solid ${palette.dividerLight}`,
                }}
              >
                <div style={{ flex: 1, minWidth: 0 }}>
                  <div
                    style={{
                      fontWeight: 500,
                      overflow: 'hidden',
                      textOverflow: 'ellipsis',
                      whiteSpace: 'nowrap',
                    }}
                  >
                    {account.nickname}
                  </div>
                  <div style={{ color: palette.textMuted, fontSize: 12 }}>{account.mobile}</div>
                </div>
                {account.is_current_member ? (
                  <Tag color="red">{t('auth:account.current')}</Tag>
                ) : (
                  <Button
                    size="small"
                    type="primary"
                    ghost
                    loading={switching === account.member_id}
                    disabled={switching !== null}
                    onClick={() => void choose(account.member_id)}
                  >
                    {t('auth:account.switchTo')}
                  </Button>
                )}
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </Modal>
  );
}
