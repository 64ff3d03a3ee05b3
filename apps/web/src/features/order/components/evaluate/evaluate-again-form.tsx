import {
  EVALUATE_CONTENT_MAX,
  EVALUATE_IMAGES_MAX,
  type EvaluateInfo,
  type EvaluateResult,
} from '@shop/contracts/aftersale';
import { ImageUploadWall, IMAGE_UPLOAD_MAX_MB } from '@shop/web-kit/upload';
import { App, Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { palette } from '@/app/theme';
import { useAddEvaluateAgain } from '../../api/add-evaluate-again';
import { uploadEvaluateImage } from '../../api/upload-evaluate-image';
import {
  againEvaluateBody,
  lineField,
  type AgainLineValues,
  type LinesForm,
} from '../../lib/evaluate-form';
import { EvaluateLineCard } from './evaluate-line-card';
import { EvaluateSubmitBar } from './evaluate-submit-bar';
import { OwnEvaluation } from './own-evaluation';
import { useUploadingLines } from './use-uploading-lines';

/**
 * 追加评价: each line's evaluation as written, and beneath it words and pictures to add; lines
 * left empty are not followed up. One follow-up per order, never changed after: the buyer confirms
 * it (how many goods it follows up) before it is saved.
 */
export function EvaluateAgainForm({
  info,
  onDone,
}: {
  info: EvaluateInfo;
  onDone: (result: EvaluateResult) => void;
}) {
  const { t } = useTranslation('evaluate');
  const { modal } = App.useApp();
  const [form] = Form.useForm<LinesForm<AgainLineValues>>();
  const again = useAddEvaluateAgain();
  const { uploading, mark } = useUploadingLines();
  const [nothing, setNothing] = useState(false);

  const submit = (values: LinesForm<AgainLineValues>) => {
    const body = againEvaluateBody(info.order_id, info.list, values);
    setNothing(body === null);
    if (!body) return;
    modal.confirm({
      title: t('form.againConfirmTitle'),
      content: t('form.againConfirmContent', { count: body.goods_evaluate.length }),
      okText: t('form.againConfirmOk'),
      cancelText: t('form.againKeepEditing'),
      onOk: () => again.mutate(body, { onSuccess: onDone }),
    });
  };

  return (
    <Form form={form} layout="vertical" requiredMark={false} onFinish={submit}>
      {info.list.map((line) => {
        const id = line.order_goods_id;
        if (!line.evaluate) return null;
        return (
          <EvaluateLineCard key={id} line={line}>
            <div style={{ color: palette.textSecondary, fontSize: 12, marginBottom: 6 }}>
              {t('own.mine')}
            </div>
            <OwnEvaluation evaluate={line.evaluate} />
            <div style={{ borderTop: `1px dashed ${palette.divider}`, margin: '16px 0' }} />
            <Form.Item
              name={lineField(id, 'again_content')}
              label={t('form.againContent')}
              dependencies={[lineField(id, 'again_images')]}
              rules={[
                ({ getFieldValue }) => ({
                  validator: (_, value?: string) => {
                    const images = getFieldValue(lineField(id, 'again_images')) as
                      string[] | undefined;
                    return images?.length && !value?.trim()
                      ? Promise.reject(new Error(t('form.againWordsFirst')))
                      : Promise.resolve();
                  },
                }),
              ]}
            >
              <Input.TextArea
                rows={3}
                maxLength={EVALUATE_CONTENT_MAX}
                showCount
                placeholder={t('form.againPlaceholder')}
                aria-label={`${line.sku_name} ${t('form.againContent')}`}
              />
            </Form.Item>
            <Form.Item
              name={lineField(id, 'again_images')}
              label={t('form.againImages')}
              extra={t('form.imagesHint', { n: EVALUATE_IMAGES_MAX, max: IMAGE_UPLOAD_MAX_MB })}
            >
              <ImageUploadWall
                upload={uploadEvaluateImage}
                max={EVALUATE_IMAGES_MAX}
                onUploadingChange={(busy) => mark(id, busy)}
              />
            </Form.Item>
          </EvaluateLineCard>
        );
      })}
      <EvaluateSubmitBar
        orderId={info.order_id}
        label={t('form.submitAgain')}
        pending={again.isPending}
        uploading={uploading}
        error={nothing ? t('form.againNothing') : (again.error?.message ?? null)}
      />
    </Form>
  );
}
