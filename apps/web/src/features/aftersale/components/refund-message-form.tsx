import { ImageUploadWall } from '@shop/web-kit/upload';
import { Button, Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { refusalText } from '@/lib/refusal-text';
import { toast } from '@/lib/toast';
import { uploadRefundImage, useRefundMessage } from '../api/refund-writes';

type Values = { message: string; images: string[] };

/** 留言: the buyer writes to the shop (and the platform) with optional pictures. */
export function RefundMessageForm({ refundId }: { refundId: number }) {
  const { t } = useTranslation('aftersale');
  const send = useRefundMessage();
  const [form] = Form.useForm<Values>();
  const [uploading, setUploading] = useState(false);
  // The picture wall keeps its own files: a new wall after each message starts empty.
  const [round, setRound] = useState(0);
  const submit = (values: Values) =>
    send
      .mutateAsync({ refund_id: refundId, message: values.message, images: values.images ?? [] })
      .then(() => {
        form.resetFields();
        setRound((r) => r + 1);
        toast.success(t('message.done'));
      })
      .catch((error: unknown) => toast.error(refusalText(error, t('message.failed'))));
  return (
    <Form<Values>
      form={form}
      onFinish={(values) => void submit(values)}
      initialValues={{ images: [] }}
    >
      <Form.Item
        name="message"
        rules={[{ required: true, whitespace: true, message: t('message.rule') }]}
      >
        <Input.TextArea rows={3} maxLength={500} showCount placeholder={t('message.placeholder')} />
      </Form.Item>
      <Form.Item name="images">
        <ImageUploadWall
          key={round}
          upload={uploadRefundImage}
          max={5}
          onUploadingChange={setUploading}
        />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={send.isPending} disabled={uploading}>
        {t('message.submit')}
      </Button>
    </Form>
  );
}
