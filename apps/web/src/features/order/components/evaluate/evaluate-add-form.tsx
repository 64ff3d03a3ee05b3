import {
  EVALUATE_CONTENT_MAX,
  EVALUATE_IMAGES_MAX,
  type EvaluateInfo,
  type EvaluateResult,
} from '@shop/contracts/aftersale';
import { ImageUploadWall } from '@shop/web-kit/upload';
import { IMAGE_UPLOAD_MAX_MB } from '@shop/web-kit/upload';
import { Checkbox, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { palette } from '@/app/theme';
import { useAddEvaluate } from '../../api/add-evaluate';
import { uploadEvaluateImage } from '../../api/upload-evaluate-image';
import {
  addEvaluateBody,
  lineField,
  type AddLineValues,
  type LinesForm,
} from '../../lib/evaluate-form';
import { EvaluateLineCard } from './evaluate-line-card';
import { EvaluateSubmitBar } from './evaluate-submit-bar';
import { ScoreInput } from './score-input';
import { useUploadingLines } from './use-uploading-lines';

/**
 * 评价晒单: stars (required), words with a counter, pictures with their progress and 匿名 for
 * every line of the order (but a line wholly refunded), sent together once.
 */
export function EvaluateAddForm({
  info,
  onDone,
}: {
  info: EvaluateInfo;
  onDone: (result: EvaluateResult) => void;
}) {
  const { t } = useTranslation('evaluate');
  const [form] = Form.useForm<LinesForm<AddLineValues>>();
  const add = useAddEvaluate();
  const { uploading, mark } = useUploadingLines();

  return (
    <Form
      form={form}
      labelCol={{ flex: '88px' }}
      labelAlign="left"
      requiredMark={false}
      onFinish={(values) =>
        add.mutate(
          addEvaluateBody(
            info.order_id,
            info.list.filter((line) => !line.refunded),
            values,
          ),
          { onSuccess: onDone },
        )
      }
    >
      {info.list.map((line) => {
        const id = line.order_goods_id;
        const scoresLabel = `${line.sku_name} ${t('form.scores')}`;
        return (
          <EvaluateLineCard key={id} line={line}>
            <Form.Item
              name={lineField(id, 'scores')}
              label={t('form.scores')}
              rules={[{ required: true, message: t('form.scoresRequired') }]}
            >
              <ScoreInput label={scoresLabel} />
            </Form.Item>
            <Form.Item name={lineField(id, 'content')} label={t('form.content')}>
              <Input.TextArea
                rows={4}
                maxLength={EVALUATE_CONTENT_MAX}
                showCount
                placeholder={t('form.contentPlaceholder')}
                aria-label={`${line.sku_name} ${t('form.content')}`}
              />
            </Form.Item>
            <Form.Item
              name={lineField(id, 'images')}
              label={t('form.images')}
              extra={t('form.imagesHint', { n: EVALUATE_IMAGES_MAX, max: IMAGE_UPLOAD_MAX_MB })}
            >
              <ImageUploadWall
                upload={uploadEvaluateImage}
                max={EVALUATE_IMAGES_MAX}
                onUploadingChange={(busy) => mark(id, busy)}
              />
            </Form.Item>
            <Form.Item label=" " colon={false}>
              <Form.Item name={lineField(id, 'is_anonymous')} valuePropName="checked" noStyle>
                <Checkbox>{t('form.anonymous')}</Checkbox>
              </Form.Item>
              <span style={{ color: palette.textMuted, fontSize: 12 }}>
                {t('form.anonymousHint')}
              </span>
            </Form.Item>
          </EvaluateLineCard>
        );
      })}
      <EvaluateSubmitBar
        orderId={info.order_id}
        label={t('form.submitAdd')}
        pending={add.isPending}
        uploading={uploading}
        error={add.error?.message ?? null}
      />
    </Form>
  );
}
