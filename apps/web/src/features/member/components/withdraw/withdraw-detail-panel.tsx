import type { Withdraw } from '@shop/contracts/member';
import { shopDateTimeSeconds } from '@shop/web-kit/shop-time';
import { formatYuan } from '@shop/web-kit/money';
import { Button, Descriptions, Result, Steps } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { QueryState } from '@/components/query-state';
import { palette } from '@/app/theme';
import { PanelFrame } from '@/components/panel-frame';
import { useWithdrawInfo } from '../../api/get-withdraws';
import { WithdrawStatusTag } from './withdraw-status-tag';

const LIST_PATH = '/member/withdrawal';

const time = (ms: number | null) => (ms === null ? '' : shopDateTimeSeconds(ms));

/** 申请 -> 审核 -> 打款, or 申请 -> 驳回 (issue 16), each step with its time. */
function WithdrawSteps({ w }: { w: Withdraw }) {
  const { t } = useTranslation('withdraw');
  const rejected = w.status === -1;
  const items = [
    { title: t('detail.steps.apply'), description: time(w.apply_time) },
    rejected
      ? {
          title: t('detail.steps.reject'),
          description: time(w.audit_time),
          status: 'error' as const,
        }
      : {
          title: w.status >= 1 ? t('detail.steps.audit') : t('detail.steps.waitAudit'),
          description: time(w.audit_time),
        },
    ...(rejected
      ? []
      : [
          {
            title: w.status === 2 ? t('detail.steps.paid') : t('detail.steps.waitPaid'),
            description: time(w.paid_time),
          },
        ]),
  ];
  const current = rejected ? 1 : w.status === 0 ? 1 : 2;
  return (
    <Steps
      current={current}
      status={rejected ? 'error' : w.status === 2 ? 'finish' : 'process'}
      items={items}
      style={{ padding: '16px 48px 24px' }}
    />
  );
}

/** 提现详情 (issue 16): the steps and everything the withdrawal carries. */
export function WithdrawDetailPanel({ id }: { id: number }) {
  const { t } = useTranslation('withdraw');
  const valid = Number.isInteger(id) && id > 0;
  const query = useWithdrawInfo(id);
  const back = <Link to={LIST_PATH}>{t('detail.back')}</Link>;
  return (
    <PanelFrame title={t('titles.detail')} extra={back}>
      {!valid ? (
        <Result status="warning" title={t('detail.notFound')} extra={back} />
      ) : (
        <QueryState
          query={query}
          rows={8}
          errorTitle={t('detail.loadFailed')}
          errorExtra={
            <Link to={LIST_PATH}>
              <Button>{t('detail.back')}</Button>
            </Link>
          }
        >
          {(w) => (
            <>
              <WithdrawSteps w={w} />
              <Descriptions bordered column={2} size="middle">
                <Descriptions.Item label={t('detail.no')}>{w.withdraw_no}</Descriptions.Item>
                <Descriptions.Item label={t('detail.status')}>
                  <WithdrawStatusTag status={w.status} />
                </Descriptions.Item>
                <Descriptions.Item label={t('detail.amount')}>
                  <strong style={{ color: palette.brand }}>{formatYuan(w.amount)}</strong>
                </Descriptions.Item>
                <Descriptions.Item label={t('detail.fee')}>{formatYuan(w.fee)}</Descriptions.Item>
                <Descriptions.Item label={t('detail.net')}>{formatYuan(w.net)}</Descriptions.Item>
                <Descriptions.Item label={t('detail.type')}>
                  {t(`types.${w.withdraw_type}`)}
                </Descriptions.Item>
                <Descriptions.Item label={t('detail.realname')}>{w.realname}</Descriptions.Item>
                <Descriptions.Item label={t('detail.account')}>
                  {w.account_number}
                </Descriptions.Item>
                {w.withdraw_type === 'bank' && (
                  <Descriptions.Item label={t('detail.bank')} span={2}>
                    {[w.bank_name, w.branch_name].filter(Boolean).join(' ')}
                  </Descriptions.Item>
                )}
                {w.status === -1 && (
                  <Descriptions.Item label={t('detail.rejectReason')} span={2}>
                    <span style={{ color: palette.brand }}>{w.reject_reason}</span>
                  </Descriptions.Item>
                )}
                {w.status === 2 && w.paid_remark !== '' && (
                  <Descriptions.Item label={t('detail.paidRemark')} span={2}>
                    {w.paid_remark}
                  </Descriptions.Item>
                )}
              </Descriptions>
            </>
          )}
        </QueryState>
      )}
    </PanelFrame>
  );
}
