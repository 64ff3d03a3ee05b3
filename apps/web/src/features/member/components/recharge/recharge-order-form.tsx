import type { RechargeConfig } from '@shop/contracts/member';
import { formatYuan } from '@shop/web-kit/money';
import { Button, Card, Input, Skeleton } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { QueryState } from '@/components/query-state';
import { palette } from '@/app/theme';
import { toast } from '@/lib/toast';
import { useRechargeConfig } from '../../api/get-recharge-config';
import { useCreateRecharge } from '../../api/recharge-actions';
import { rechargeAmountRefusal } from './recharge-amount';

function Form({ config }: { config: RechargeConfig }) {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const create = useCreateRecharge();
  const [packageId, setPackageId] = useState<number | null>(config.packages[0]?.id ?? null);
  const [amount, setAmount] = useState('');
  const refusal = packageId === null ? rechargeAmountRefusal(amount, config) : null;
  // Said beside the field once something is typed; an empty field is said on submit.
  const typedRefusal = amount.trim() !== '' ? refusal : null;

  const submit = () => {
    if (refusal) return toast.warning(t(refusal.key, refusal.values));
    create.mutate(packageId === null ? { amount: amount.trim() } : { package_id: packageId }, {
      onSuccess: (made) => {
        toast.success(t('recharge.created'));
        void navigate(`/member/recharge_detail?recharge_id=${made.recharge_id}`);
      },
    });
  };

  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 20 }}>
      {config.packages.length > 0 && (
        <div>
          <div style={{ fontWeight: 600, marginBottom: 12 }}>{t('recharge.packages')}</div>
          <div role="radiogroup" style={{ display: 'flex', gap: 16, flexWrap: 'wrap' }}>
            {config.packages.map((p) => {
              const chosen = packageId === p.id;
              return (
                <button
                  key={p.id}
                  type="button"
                  role="radio"
                  aria-checked={chosen}
                  onClick={() => setPackageId(p.id)}
                  style={{
                    width: 180,
                    padding: '16px 12px',
                    cursor: 'pointer',
                    background: chosen ? palette.brandWash : palette.white,
                    border: `1px solid ${chosen ? palette.brand : palette.dividerLight}`,
                    textAlign: 'center',
                  }}
                >
                  <div style={{ fontSize: 22, fontWeight: 700, color: palette.brand }}>
                    {formatYuan(p.amount)}
                  </div>
                  <div style={{ color: palette.textSecondary, marginTop: 4 }}>
                    {t('recharge.bonus', { bonus: p.bonus })}
                  </div>
                </button>
              );
            })}
            <button
              type="button"
              role="radio"
              aria-checked={packageId === null}
              onClick={() => setPackageId(null)}
              style={{
                width: 180,
                padding: '16px 12px',
                cursor: 'pointer',
                background: packageId === null ? palette.brandWash : palette.white,
                border: `1px solid ${packageId === null ? palette.brand : palette.dividerLight}`,
              }}
            >
              <div style={{ fontSize: 16, fontWeight: 600 }}>{t('recharge.custom')}</div>
            </button>
          </div>
        </div>
      )}
      {packageId === null && (
        <label style={{ display: 'flex', alignItems: 'center', gap: 12 }}>
          <span style={{ fontWeight: 600 }}>{t('recharge.amount')}</span>
          <Input
            prefix="¥"
            style={{ width: 240 }}
            status={typedRefusal ? 'error' : ''}
            aria-invalid={typedRefusal !== null}
            value={amount}
            placeholder={t('recharge.amountPlaceholder')}
            onChange={(e) => setAmount(e.target.value)}
            onPressEnter={submit}
            inputMode="decimal"
            maxLength={13}
          />
          {typedRefusal && (
            <span role="alert" style={{ color: palette.error }}>
              {t(typedRefusal.key, typedRefusal.values)}
            </span>
          )}
        </label>
      )}
      <div style={{ color: palette.textMuted }}>
        {t('recharge.minHint', { min: config.min_amount, max: config.max_amount })}
      </div>
      <div style={{ color: palette.textSecondary }}>{t('recharge.payNote')}</div>
      <div>
        <Button type="primary" danger size="large" loading={create.isPending} onClick={submit}>
          {t('recharge.submit')}
        </Button>
      </div>
    </div>
  );
}

/** /member/recharge_order 充值: a shop package with its bonus, or an amount above the minimum. */
export function RechargeOrderForm() {
  const { t } = useTranslation('account');
  const config = useRechargeConfig();
  return (
    <div style={{ background: palette.white, padding: 20 }}>
      <h2 style={{ margin: '0 0 16px', fontSize: 18 }}>{t('titles.rechargeOrder')}</h2>
      <QueryState
        query={config}
        isEmpty={() => false}
        placeholder={
          <Card variant="borderless">
            <Skeleton active />
          </Card>
        }
      >
        {(data) => <Form config={data} />}
      </QueryState>
    </div>
  );
}
