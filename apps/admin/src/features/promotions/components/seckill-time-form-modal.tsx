import type { ConsoleSeckillTime } from '@shop/contracts/promotion';
import { Alert, App, Form, Input, InputNumber, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { space } from '@/app/theme';
import { useAddSeckillTime, useEditSeckillTime } from '../api/seckill-console';
import { isTimeOfDay, slotTimeProblem } from '../seckill-time-rules';

type Values = { name: string; name_en: string; start_time: string; end_time: string; sort: number };

/**
 * Adds a daily slot (`editing` 'new') or edits one (issue 27): names in both languages, start and
 * end as "HH:mm" (24:00 ends at midnight), order. The server's refusal (a slot it overlaps,
 * named) is shown above the form as it says it.
 */
export function SeckillTimeFormModal({
  editing,
  onClose,
}: {
  editing: ConsoleSeckillTime | 'new' | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('promotions');
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const add = useAddSeckillTime();
  const edit = useEditSeckillTime();
  const [refusal, setRefusal] = useState<string | null>(null);
  const row = editing === 'new' ? null : editing;

  async function submit(values: Values) {
    setRefusal(null);
    const body = {
      ...values,
      start_time: values.start_time.trim(),
      end_time: values.end_time.trim(),
    };
    try {
      await (row ? edit.mutateAsync({ id: row.id, ...body }) : add.mutateAsync(body));
      void message.success(t('slot.saved'));
      onClose();
    } catch (error) {
      setRefusal(error instanceof Error ? error.message : String(error));
    }
  }

  const timeRule = {
    validator: async (_: unknown, value: string | undefined) => {
      if (!isTimeOfDay((value ?? '').trim())) throw new Error(t('slot.time_format'));
    },
  };

  return (
    <Modal
      open={editing !== null}
      title={row ? t('slot.edit') : t('slot.add')}
      okText={t('actions.save')}
      cancelText={t('common:actions.cancel')}
      okButtonProps={{ loading: add.isPending || edit.isPending }}
      onOk={() => form.submit()}
      onCancel={onClose}
      afterClose={() => setRefusal(null)}
      destroyOnHidden
    >
      {refusal && (
        <Alert type="error" showIcon title={refusal} style={{ marginBottom: space.md }} />
      )}
      <Form<Values>
        form={form}
        layout="vertical"
        preserve={false}
        initialValues={{
          name: row?.name ?? '',
          name_en: row?.name_en ?? '',
          start_time: row?.start_time ?? '',
          end_time: row?.end_time ?? '',
          sort: row?.sort ?? 0,
        }}
        onFinish={(values) => void submit(values)}
      >
        <Form.Item
          name="name"
          label={t('slot.name')}
          rules={[{ required: true, whitespace: true, message: t('slot.name_required') }]}
        >
          <Input maxLength={20} />
        </Form.Item>
        <Form.Item name="name_en" label={t('slot.name_en')}>
          <Input maxLength={40} />
        </Form.Item>
        <Form.Item
          name="start_time"
          label={t('slot.start')}
          extra={t('slot.time_hint')}
          rules={[timeRule]}
        >
          <Input placeholder="HH:mm" maxLength={5} style={{ width: 120 }} />
        </Form.Item>
        <Form.Item
          name="end_time"
          label={t('slot.end')}
          extra={t('slot.end_hint')}
          dependencies={['start_time']}
          rules={[
            timeRule,
            ({ getFieldValue }) => ({
              validator: async (_, value: string | undefined) => {
                const start = String(getFieldValue('start_time') ?? '');
                if (slotTimeProblem(start, value ?? '') === 'end_before_start')
                  throw new Error(t('slot.end_before_start'));
              },
            }),
          ]}
        >
          <Input placeholder="HH:mm" maxLength={5} style={{ width: 120 }} />
        </Form.Item>
        <Form.Item name="sort" label={t('slot.sort')}>
          <InputNumber min={0} max={9999} precision={0} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
