import { App, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/** An order number the buyer can copy (for the shop's customer service); toasts 复制成功. */
export function OrderNo({ orderNo }: { orderNo: string }) {
  const { t } = useTranslation('order');
  const { message } = App.useApp();
  return (
    <Typography.Text
      copyable={{
        text: orderNo,
        tooltips: [t('list.copyOrderNo'), t('messages.copied')],
        onCopy: () => void message.success(t('messages.copied')),
      }}
      style={{ color: 'inherit', fontSize: 'inherit' }}
    >
      {orderNo}
    </Typography.Text>
  );
}
