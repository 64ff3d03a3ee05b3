import { EyeOutlined } from '@ant-design/icons';
import { App, Button, Form, Input, Modal, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePreviewLink } from '../../api/goods-editor-api';

/**
 * Opens the storefront's goods page as a chosen member sees it (issue 25): the server hands a
 * short-lived link that only this browser's console session opens; nobody is signed in as the
 * member.
 */
export function PreviewButton({ goodsId }: { goodsId: number | undefined }) {
  const { t } = useTranslation('goods-editor');
  const { message } = App.useApp();
  const [open, setOpen] = useState(false);
  const [username, setUsername] = useState('');
  const preview = usePreviewLink();

  const submit = async () => {
    if (goodsId === undefined) return;
    try {
      const link = await preview.mutateAsync({ goods_id: goodsId, username: username.trim() });
      window.open(link.url, '_blank', 'noopener');
      setOpen(false);
    } catch (error) {
      void message.error((error as Error).message);
    }
  };
  return (
    <>
      <Button
        icon={<EyeOutlined />}
        disabled={goodsId === undefined}
        title={goodsId === undefined ? t('preview.save_first') : undefined}
        onClick={() => setOpen(true)}
      >
        {t('actions.preview')}
      </Button>
      <Modal
        open={open}
        title={t('preview.title')}
        okText={t('preview.open')}
        okButtonProps={{ disabled: username.trim() === '', loading: preview.isPending }}
        onOk={() => void submit()}
        onCancel={() => setOpen(false)}
      >
        <Typography.Paragraph type="secondary">{t('preview.hint')}</Typography.Paragraph>
        <Form layout="vertical" onFinish={() => void submit()}>
          <Form.Item label={t('preview.username')} htmlFor="goods-preview-username">
            <Input
              id="goods-preview-username"
              value={username}
              onChange={(e) => setUsername(e.target.value)}
              maxLength={50}
            />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
