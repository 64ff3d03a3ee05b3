import { Steps } from 'antd';
import { useTranslation } from 'react-i18next';
import { palette } from '@/app/theme';

/** The buying steps above the confirmation, cashier and result pages (0-based `current`). */
export function CheckoutSteps({ current }: { current: 1 | 2 | 3 }) {
  const { t } = useTranslation('checkout');
  return (
    <div style={{ background: palette.white, padding: '16px 120px', marginBottom: 16 }}>
      <Steps
        size="small"
        current={current}
        items={[
          { title: t('steps.cart') },
          { title: t('steps.confirm') },
          { title: t('steps.pay') },
          { title: t('steps.done') },
        ]}
      />
    </div>
  );
}
