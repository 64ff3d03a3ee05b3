import type { GoodsEditorOptions } from '@shop/contracts/catalogue';
import { Form, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { GradePrices } from './grade-prices';
import { TierList } from './tier-list';

/** The buyer-type, level and tier prices of one SKU (ADR 0021), inside the editor's form. */
export function SkuPricesModal({
  skuIndex,
  spec,
  options,
  onClose,
}: {
  skuIndex: number | null;
  spec: string;
  options: GoodsEditorOptions;
  onClose: () => void;
}) {
  const { t } = useTranslation('goods-editor');
  return (
    <Modal
      open={skuIndex !== null}
      title={t('prices.title', { spec })}
      onOk={onClose}
      onCancel={onClose}
      okText={t('prices.done')}
      cancelButtonProps={{ style: { display: 'none' } }}
      width={720}
      forceRender
    >
      {skuIndex !== null && (
        <>
          <Typography.Title level={5}>{t('prices.labels')}</Typography.Title>
          <Form.Item name={['skus', skuIndex, 'label_prices']} extra={t('prices.labels_hint')}>
            <GradePrices
              choices={options.labels.map((l) => ({ id: l.label_id, name: l.label_name }))}
            />
          </Form.Item>
          <Typography.Title level={5}>{t('prices.levels')}</Typography.Title>
          <Form.Item name={['skus', skuIndex, 'level_prices']} extra={t('prices.levels_hint')}>
            <GradePrices
              choices={options.levels.map((l) => ({ id: l.level_id, name: l.level_name }))}
            />
          </Form.Item>
          <Typography.Title level={5}>{t('prices.tiers')}</Typography.Title>
          <Typography.Paragraph type="secondary">{t('prices.tiers_hint')}</Typography.Paragraph>
          <TierList skuIndex={skuIndex} />
        </>
      )}
    </Modal>
  );
}
