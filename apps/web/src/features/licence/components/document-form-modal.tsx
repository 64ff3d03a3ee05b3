import type { QualificationScope, QualificationType } from '@shop/contracts/member';
import { IMAGE_UPLOAD_MAX_MB } from '@shop/web-kit/upload';
import { App, Checkbox, DatePicker, Form, Input, Modal } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { palette } from '@/app/theme';
import { useUploadDocument } from '../api/upload-document';
import { DocumentImages } from './document-images';

type Props = {
  type: QualificationType;
  scopes: QualificationScope[];
  /** A renewal while an approved version counts. */
  renewing: boolean;
  onClose: () => void;
};

type Values = {
  doc_no?: string;
  valid_from?: Dayjs;
  valid_to?: Dayjs;
  long_term?: boolean;
  scopes?: string[];
  images?: string[];
};

const day = (d: Dayjs | undefined) => (d ? d.format('YYYY-MM-DD') : '');

/** Uploads or renews ONE document: number, validity, business scope, images (issue 16). */
export function DocumentFormModal({ type, scopes, renewing, onClose }: Props) {
  const { t } = useTranslation('licence');
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const longTerm = Form.useWatch('long_term', form);
  const upload = useUploadDocument();
  const offered = scopes.filter((s) => type.scopes.includes(s.key));

  const submit = async () => {
    const v = await form.validateFields();
    try {
      await upload.mutateAsync({
        type_key: type.type_key,
        doc_no: v.doc_no ?? '',
        valid_from: day(v.valid_from),
        valid_to: v.long_term ? '' : day(v.valid_to),
        scopes: v.scopes ?? [],
        images: v.images ?? [],
      });
      void message.success(t('form.submitted'));
      onClose();
    } catch (error) {
      void message.error(error instanceof Error ? error.message : String(error));
    }
  };

  return (
    <Modal
      open
      title={t('form.title', { name: type.type_name })}
      okText={t('form.submit')}
      confirmLoading={upload.isPending}
      onOk={() => void submit()}
      onCancel={onClose}
      destroyOnHidden
      width={560}
    >
      {renewing && <p style={{ color: palette.textMuted, marginTop: 0 }}>{t('form.renewHint')}</p>}
      <Form form={form} layout="vertical" requiredMark>
        {type.needs_number && (
          <Form.Item
            name="doc_no"
            label={t('form.docNo')}
            rules={[{ required: true, whitespace: true, message: t('form.docNoRequired') }]}
          >
            <Input maxLength={64} />
          </Form.Item>
        )}
        {type.needs_validity && (
          <div style={{ display: 'flex', gap: 12, alignItems: 'flex-end' }}>
            <Form.Item
              name="valid_from"
              label={t('form.validFrom')}
              rules={[{ required: true, message: t('form.datesRequired') }]}
            >
              <DatePicker />
            </Form.Item>
            <Form.Item
              name="valid_to"
              label={t('form.validTo')}
              rules={[{ required: !longTerm, message: t('form.datesRequired') }]}
            >
              <DatePicker disabled={longTerm} />
            </Form.Item>
            <Form.Item name="long_term" valuePropName="checked">
              <Checkbox>{t('form.longTerm')}</Checkbox>
            </Form.Item>
          </div>
        )}
        {offered.length > 0 && (
          <Form.Item name="scopes" label={t('form.scopes')}>
            <Checkbox.Group options={offered.map((s) => ({ label: s.name, value: s.key }))} />
          </Form.Item>
        )}
        <Form.Item
          name="images"
          label={t('form.images')}
          extra={t('form.imagesHint', { n: type.max_count, max: IMAGE_UPLOAD_MAX_MB })}
          rules={[{ required: true, type: 'array', min: 1, message: t('form.imagesRequired') }]}
        >
          <DocumentImages max={type.max_count} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
