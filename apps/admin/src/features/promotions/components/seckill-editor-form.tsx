import { PlusOutlined } from '@ant-design/icons';
import type { ConsoleSeckillTime } from '@shop/contracts/promotion';
import { Alert, App, Button, Card, DatePicker, Flex, Form, Input, Select, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { space } from '@/app/theme';
import { PageHeader } from '@/components/page-header';
import { useAddSeckill, useEditSeckill } from '../api/seckill-console';
import {
  hasProblems,
  seckillBody,
  seckillProblems,
  type GoodsField,
  type SeckillEditorValues,
  type SeckillGoodsRow,
} from '../seckill-editor-values';
import { SeckillGoodsTable } from './seckill-goods-table';
import { SkuPickerModal } from './sku-picker-modal';

const DAY = 'YYYY-MM-DD';
type FormValues = { name: string; day: Dayjs | null; time_id: number | null };

/** Where a saved seckill returns to: the list of seckills. */
export const SECKILLS_ADDRESS = '/promotions/seckill?tab=seckills';

/**
 * The seckill editor (issue 27, ADR 0030): name, day, slot and goods with their seckill terms;
 * 保存草稿 keeps it off the storefront, 发布 publishes it. The server's rules are checked here
 * first with clear messages (see `seckill-editor-values.ts`); a refusal of the server's (the same
 * SKU in an overlapping seckill, named) is shown above the form as it says it.
 */
export function SeckillEditorForm({
  title,
  initial,
  times,
  promotionId,
}: {
  title: string;
  initial: SeckillEditorValues;
  times: readonly ConsoleSeckillTime[];
  /** The seckill edited; undefined for a new one. */
  promotionId?: number;
}) {
  const { t } = useTranslation('promotions');
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [form] = Form.useForm<FormValues>();
  const add = useAddSeckill();
  const edit = useEditSeckill();
  const [goods, setGoods] = useState<SeckillGoodsRow[]>(initial.goods);
  const [tried, setTried] = useState(false);
  const [picking, setPicking] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const problems = tried ? seckillProblems(goods) : null;
  const saving = add.isPending || edit.isPending;

  const change = (skuId: number, field: GoodsField, value: string) =>
    setGoods((rows) =>
      rows.map((row) => (row.sku_id === skuId ? { ...row, [field]: value } : row)),
    );

  async function save(publish: boolean) {
    setTried(true);
    setRefusal(null);
    const fields = await form.validateFields().catch(() => null);
    if (!fields || hasProblems(seckillProblems(goods))) {
      void message.error(t('editor.fix_problems'));
      return;
    }
    const body = seckillBody(
      {
        name: fields.name,
        day: fields.day?.format(DAY) ?? '',
        time_id: fields.time_id,
        goods,
      },
      publish,
    );
    try {
      await (promotionId
        ? edit.mutateAsync({ promotion_id: promotionId, ...body })
        : add.mutateAsync(body));
      void message.success(t(publish ? 'editor.published' : 'editor.saved_draft'));
      void navigate(SECKILLS_ADDRESS);
    } catch (error) {
      setRefusal(error instanceof Error ? error.message : String(error));
    }
  }

  return (
    <>
      <PageHeader
        title={title}
        subTitle={t('editor.subtitle')}
        extra={
          <>
            <Link to={SECKILLS_ADDRESS}>
              <Button>{t('actions.back')}</Button>
            </Link>
            <Button loading={saving} onClick={() => void save(false)}>
              {t('actions.save_draft')}
            </Button>
            <Button type="primary" loading={saving} onClick={() => void save(true)}>
              {t('actions.publish')}
            </Button>
          </>
        }
      />
      {refusal && (
        <Alert type="error" showIcon title={refusal} style={{ marginBottom: space.md }} />
      )}
      <Card title={t('editor.basics')} style={{ marginBottom: space.md }}>
        <Form<FormValues>
          form={form}
          layout="vertical"
          initialValues={{
            name: initial.name,
            day: initial.day ? dayjs(initial.day, DAY) : null,
            time_id: initial.time_id,
          }}
        >
          <Flex gap={space.lg} wrap>
            <Form.Item
              name="name"
              label={t('editor.name')}
              rules={[{ required: true, whitespace: true, message: t('editor.name_required') }]}
              style={{ width: 320 }}
            >
              <Input maxLength={60} />
            </Form.Item>
            <Form.Item
              name="day"
              label={t('editor.day')}
              rules={[{ required: true, message: t('editor.day_required') }]}
            >
              <DatePicker format={DAY} />
            </Form.Item>
            <Form.Item
              name="time_id"
              label={t('editor.slot')}
              rules={[{ required: true, message: t('editor.slot_required') }]}
              style={{ width: 240 }}
            >
              <Select
                aria-label={t('editor.slot')}
                placeholder={t('editor.slot_placeholder')}
                notFoundContent={t('editor.no_slots')}
                options={times.map((time) => ({
                  value: time.id,
                  label: `${time.name} (${time.start_time} – ${time.end_time})`,
                }))}
              />
            </Form.Item>
          </Flex>
        </Form>
      </Card>
      <Card
        title={t('editor.goods')}
        extra={
          <Button icon={<PlusOutlined />} onClick={() => setPicking(true)}>
            {t('actions.add_goods')}
          </Button>
        }
      >
        <Typography.Paragraph type="secondary">{t('editor.goods_hint')}</Typography.Paragraph>
        {problems?.goods && (
          <Alert
            type="error"
            showIcon
            title={t(`editor.problems.${problems.goods}`)}
            style={{ marginBottom: space.md }}
          />
        )}
        <SeckillGoodsTable
          rows={goods}
          problems={problems}
          onChange={change}
          onRemove={(skuId) => setGoods((rows) => rows.filter((row) => row.sku_id !== skuId))}
        />
      </Card>
      <SkuPickerModal
        open={picking}
        taken={new Set(goods.map((row) => row.sku_id))}
        onPick={(rows) => {
          setGoods((before) => [...before, ...rows]);
          setPicking(false);
        }}
        onClose={() => setPicking(false)}
      />
    </>
  );
}
