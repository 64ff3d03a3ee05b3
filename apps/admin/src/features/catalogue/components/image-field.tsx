import { DeleteOutlined, UploadOutlined } from '@ant-design/icons';
import { App, Button, Flex, Image, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { space } from '@/app/theme';
import { uploadCatalogueImage } from '../api/catalogue-console';

/**
 * A form field holding one image path (category image, brand logo, service icon): upload (the
 * server checks and re-encodes it), preview, remove. The path is saved with the form.
 */
export function ImageField({
  value,
  onChange,
}: {
  value?: string;
  onChange?: (path: string) => void;
}) {
  const { t } = useTranslation('catalogue');
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);
  return (
    <Flex align="center" gap={space.md}>
      {value ? <Image src={value} width={64} height={64} style={{ objectFit: 'contain' }} /> : null}
      <Upload
        accept="image/jpeg,image/png,image/gif,image/webp"
        showUploadList={false}
        customRequest={({ file }) => {
          setBusy(true);
          uploadCatalogueImage(file as Blob)
            .then((path) => onChange?.(path))
            .catch((error: unknown) =>
              message.error(error instanceof Error ? error.message : String(error)),
            )
            .finally(() => setBusy(false));
        }}
      >
        <Button icon={<UploadOutlined />} loading={busy}>
          {value ? t('image.replace') : t('image.upload')}
        </Button>
      </Upload>
      {value ? (
        <Button
          icon={<DeleteOutlined />}
          aria-label={t('image.remove')}
          onClick={() => onChange?.('')}
        />
      ) : null}
    </Flex>
  );
}
