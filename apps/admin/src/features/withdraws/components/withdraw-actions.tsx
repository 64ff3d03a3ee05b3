import {
  consoleWithdrawApproveEndpoint,
  consoleWithdrawListEndpoint,
  consoleWithdrawPaidEndpoint,
  consoleWithdrawRejectEndpoint,
  type ConsoleWithdrawRow,
} from '@shop/contracts/member';
import { App, Button, Popconfirm, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConsoleWrite } from '@/lib/console-write';
import { NoteModal } from './note-modal';

const REFRESH = [consoleWithdrawListEndpoint.path] as const;

/**
 * What finance may do with a withdrawal (issue 16): approve or reject (with the reason the member
 * reads) one waiting review; mark an approved one paid with the transfer's note.
 */
export function WithdrawActions({ row }: { row: ConsoleWithdrawRow }) {
  const { t } = useTranslation('withdraw');
  const { message } = App.useApp();
  const approve = useConsoleWrite(consoleWithdrawApproveEndpoint, REFRESH);
  const reject = useConsoleWrite(consoleWithdrawRejectEndpoint, REFRESH);
  const paid = useConsoleWrite(consoleWithdrawPaidEndpoint, REFRESH);
  const [dialog, setDialog] = useState<'reject' | 'paid' | null>(null);
  const id = row.withdraw_id;
  const done = (text: string) => {
    setDialog(null);
    void message.success(text);
  };

  if (row.status !== 0 && row.status !== 1) return null;
  return (
    <Space size={4}>
      {row.status === 0 ? (
        <>
          <Popconfirm
            title={t('actions.approveConfirm', { amount: row.amount })}
            okText={t('actions.approve')}
            cancelText={t('common:actions.cancel')}
            onConfirm={() =>
              approve
                .mutateAsync({ withdraw_id: id })
                .then(() => done(t('actions.approved')))
                .catch((error: Error) => void message.error(error.message))
            }
          >
            <Button type="link" size="small" loading={approve.isPending}>
              {t('actions.approve')}
            </Button>
          </Popconfirm>
          <Button type="link" size="small" danger onClick={() => setDialog('reject')}>
            {t('actions.reject')}
          </Button>
        </>
      ) : (
        <Button type="link" size="small" onClick={() => setDialog('paid')}>
          {t('actions.paid')}
        </Button>
      )}
      <NoteModal
        open={dialog === 'reject'}
        title={t('actions.rejectTitle', { no: row.withdraw_no })}
        label={t('actions.rejectReason')}
        okText={t('actions.reject')}
        danger
        pending={reject.isPending}
        error={reject.error}
        onSubmit={(reason) =>
          void reject
            .mutateAsync({ withdraw_id: id, reason })
            .then(() => done(t('actions.rejected')))
            .catch(() => undefined)
        }
        onClose={() => setDialog(null)}
      />
      <NoteModal
        open={dialog === 'paid'}
        title={t('actions.paidTitle', { amount: row.net, name: row.realname })}
        label={t('actions.paidRemark')}
        okText={t('actions.paidOk')}
        pending={paid.isPending}
        error={paid.error}
        onSubmit={(remark) =>
          void paid
            .mutateAsync({ withdraw_id: id, remark })
            .then(() => done(t('actions.paidDone')))
            .catch(() => undefined)
        }
        onClose={() => setDialog(null)}
      />
    </Space>
  );
}
