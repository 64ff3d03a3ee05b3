import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { QueryState } from '@/components/query-state';
import { useRechargeInfo } from '@/features/member/api/get-recharge-info';
import { usePayRechargeOffline } from '@/features/member/api/recharge-actions';
import { RechargeDetailView } from '@/features/member/components/recharge/recharge-detail-view';
import { OfflineTransfer } from '@/features/order/components/pay/offline-transfer';
import { palette } from '@/app/theme';
import { toast } from '@/lib/toast';

/**
 * /member/recharge_detail?recharge_id= (login required): the recharge and, while it waits
 * payment, the bank transfer with the voucher upload shared with order payments (issue 16).
 */
export function MemberRechargeDetailPage() {
  const { t } = useTranslation('account');
  const [params] = useSearchParams();
  const raw = params.get('recharge_id') ?? '';
  const id = /^\d{1,9}$/.test(raw) ? Number(raw) : 0;
  const recharge = useRechargeInfo(id);
  const pay = usePayRechargeOffline();
  return (
    <QueryState
      query={recharge}
      isEmpty={() => false}
      style={{ background: palette.white }}
      errorExtra={<Link to="/member/recharge_list">{t('detail.back')}</Link>}
    >
      {(data) => (
        <RechargeDetailView
          recharge={data}
          transfer={
            <OfflineTransfer
              offline={data.offline}
              pending={pay.isPending}
              onSubmit={(voucher) =>
                pay.mutate(
                  { recharge_id: data.recharge_id, voucher },
                  { onSuccess: () => toast.success(t('detail.submitted')) },
                )
              }
            />
          }
        />
      )}
    </QueryState>
  );
}
