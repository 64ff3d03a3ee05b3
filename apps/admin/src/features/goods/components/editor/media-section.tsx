import { FilePdfOutlined, UploadOutlined } from '@ant-design/icons';
import { goodsInsertUploadEndpoint } from '@shop/contracts/catalogue';
import { uploadWithProgress } from '@shop/web-kit/upload';
import { App, Button, Card, Flex, Form, Progress, Radio, Skeleton } from 'antd';
import { lazy, Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ImageUploader } from './image-uploader';

// tiptap is loaded by the editor page only, in a chunk of its own.
const RichTextEditor = lazy(() => import('./rich-text-editor'));

/** The rich-text editor once its chunk has loaded; the form hands it value and onChange. */
function LazyRichText(props: Parameters<typeof RichTextEditor>[0]) {
  return (
    <Suspense fallback={<Skeleton active paragraph={{ rows: 6 }} />}>
      <RichTextEditor {...props} />
    </Suspense>
  );
}

/** 图片与详情: images, the rich-text description, and the package insert as text or a PDF. */
export function MediaSection() {
  const { t } = useTranslation('goods-editor');
  const { message } = App.useApp();
  const form = Form.useFormInstance();
  const mode = Form.useWatch('insert_mode', form) as 'text' | 'pdf' | undefined;
  const pdf = Form.useWatch('instructions_pdf', form) as string | undefined;
  const [template, setTemplate] = useState<{ html: string; at: number }>();
  const [progress, setProgress] = useState<number | null>(null);
  const file = useRef<HTMLInputElement>(null);

  const uploadPdf = async (files: FileList | null) => {
    const picked = files?.[0];
    if (!picked) return;
    setProgress(0);
    try {
      const { path } = await uploadWithProgress(
        goodsInsertUploadEndpoint.path,
        picked,
        setProgress,
        goodsInsertUploadEndpoint.data,
      );
      form.setFieldValue('instructions_pdf', path);
    } catch (error) {
      void message.error(t('upload.failed', { message: (error as Error).message }));
    } finally {
      setProgress(null);
      if (file.current) file.current.value = '';
    }
  };

  return (
    <Card title={t('sections.media')} id="section-media">
      <Form.Item
        name="images"
        label={t('fields.images')}
        extra={t('hints.images')}
        rules={[{ required: true, type: 'array', min: 1, message: t('problems.images') }]}
      >
        <ImageUploader />
      </Form.Item>
      <Form.Item label={t('fields.insert')}>
        <Flex gap="middle" align="center" wrap>
          <Form.Item name="insert_mode" noStyle>
            <Radio.Group
              optionType="button"
              options={[
                { value: 'text', label: t('insert.text') },
                { value: 'pdf', label: t('insert.pdf') },
              ]}
            />
          </Form.Item>
          {mode === 'text' && (
            <Button
              onClick={() => setTemplate({ html: t('insert.template_html'), at: Date.now() })}
            >
              {t('insert.template')}
            </Button>
          )}
          {mode === 'pdf' && (
            <>
              <Button
                icon={<UploadOutlined />}
                onClick={() => file.current?.click()}
                disabled={progress !== null}
              >
                {t('upload.pdf')}
              </Button>
              {progress !== null && (
                <Progress percent={progress} size="small" style={{ width: 160 }} />
              )}
              {pdf && (
                <a href={pdf} target="_blank" rel="noreferrer">
                  <FilePdfOutlined /> {t('upload.pdf_done')} · {t('upload.pdf_open')}
                </a>
              )}
            </>
          )}
        </Flex>
        <Form.Item name="instructions_pdf" hidden>
          <input />
        </Form.Item>
        <input
          ref={file}
          type="file"
          accept="application/pdf"
          style={{ display: 'none' }}
          onChange={(e) => void uploadPdf(e.target.files)}
        />
      </Form.Item>
      <Form.Item name="goods_content" label={t('fields.goods_content')}>
        <LazyRichText insertHtml={template} />
      </Form.Item>
    </Card>
  );
}
