import type { ConsoleGoodsRow, PriceChangeMode } from '@shop/contracts/catalogue';
import { Alert, App, Form, Input, Modal, Radio, Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Money } from '@/components/money';
import { space } from '@/app/theme';
import { useBatchPrice } from '../api/goods-batch';
import { previewPriceChange } from '../price-preview';

/**
 * Changes the chosen goods' prices by a percentage or an amount (issue 25), previewing every SKU's
 * price and member price before and after with the server's rounding rule; saving is possible only
 * when the change is valid and leaves every price at 0.01 or more.
 */
export function PriceChangeModal({
  rows,
  open,
  onClose,
}: {
  rows: readonly ConsoleGoodsRow[];
  open: boolean;
  onClose: (changed: boolean) => void;
}) {
  const { t } = useTranslation('goods');
  const { message } = App.useApp();
  const save = useBatchPrice();
  const [mode, setMode] = useState<PriceChangeMode>('percent');
  const [value, setValue] = useState('');
  const preview = previewPriceChange(rows, { mode, value: value.trim() });
  const problem =
    value.trim() === ''
      ? null
      : !preview.valid
        ? t(`batch.price.invalid_${mode}`)
        : preview.blocked > 0
          ? t('batch.price.blocked', { count: preview.blocked })
          : null;

  async function submit() {
    try {
      const { changed } = await save.mutateAsync({
        goods_ids: rows.map((r) => r.goods_id),
        mode,
        value: value.trim(),
      });
      void message.success(t('batch.done', { count: changed }));
      setValue('');
      onClose(true);
    } catch (error) {
      void message.error(error instanceof Error ? error.message : String(error));
    }
  }

  const after = (v: string | null) =>
    v === null ? (
      <Typography.Text type="danger">{t('batch.price.too_low')}</Typography.Text>
    ) : (
      <Money value={v} />
    );

  return (
    <Modal
      open={open}
      width={760}
      title={t('batch.price.title', { count: rows.length })}
      okText={t('batch.price.save')}
      okButtonProps={{ disabled: !preview.valid || preview.blocked > 0, loading: save.isPending }}
      cancelText={t('common:actions.cancel')}
      onOk={() => void submit()}
      onCancel={() => onClose(false)}
      destroyOnHidden
    >
      <Form layout="vertical">
        <Form.Item label={t('batch.price.mode')}>
          <Radio.Group
            value={mode}
            onChange={(e) => setMode(e.target.value as PriceChangeMode)}
            options={[
              { value: 'percent', label: t('batch.price.percent') },
              { value: 'amount', label: t('batch.price.amount') },
            ]}
          />
        </Form.Item>
        <Form.Item
          label={t(`batch.price.value_${mode}`)}
          validateStatus={problem ? 'error' : undefined}
          help={problem ?? t('batch.price.rule')}
        >
          <Input
            value={value}
            onChange={(e) => setValue(e.target.value)}
            suffix={mode === 'percent' ? '%' : t('batch.price.yuan')}
            style={{ width: 220 }}
            inputMode="decimal"
          />
        </Form.Item>
      </Form>
      {preview.valid && (
        <>
          <Alert
            type="info"
            showIcon
            title={t('batch.price.preview')}
            style={{ marginBottom: space.sm }}
          />
          <Table
            size="small"
            rowKey="key"
            pagination={{ pageSize: 8, hideOnSinglePage: true }}
            dataSource={preview.lines}
            columns={[
              {
                key: 'goods',
                title: t('columns.goods'),
                render: (_, l) => `${l.goodsName} ${l.spec}`,
              },
              {
                key: 'before',
                title: t('batch.price.before'),
                align: 'right',
                render: (_, l) => <Money value={l.price.before} />,
              },
              {
                key: 'after',
                title: t('batch.price.after'),
                align: 'right',
                render: (_, l) => after(l.price.after),
              },
              {
                key: 'member',
                title: t('columns.member_price'),
                align: 'right',
                render: (_, l) =>
                  l.memberPrice ? (
                    <>
                      <Money value={l.memberPrice.before} /> → {after(l.memberPrice.after)}
                    </>
                  ) : (
                    t('no_member_price')
                  ),
              },
            ]}
          />
        </>
      )}
    </Modal>
  );
}
