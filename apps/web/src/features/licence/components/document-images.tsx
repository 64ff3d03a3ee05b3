import { PlusOutlined } from '@ant-design/icons';
import type { UploadResult } from '@shop/contracts/member';
import { App, Upload, type UploadFile, type UploadProps } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { uploadQualificationImage } from '@/features/auth/api/upload-qualification-image';
import { IMAGE_UPLOAD_ACCEPT, IMAGE_UPLOAD_MAX_MB } from '@/lib/upload-image';

type Props = { max: number; value?: string[]; onChange?: (paths: string[]) => void };

const ACCEPTED = new Set(IMAGE_UPLOAD_ACCEPT.split(','));

/** A picture wall of one document's images, each upload with its progress (issue 16). */
export function DocumentImages({ max, onChange }: Props) {
  const { t } = useTranslation(['licence', 'auth']);
  const { message } = App.useApp();
  const [files, setFiles] = useState<UploadFile[]>([]);

  const request: UploadProps['customRequest'] = ({ file, onProgress, onSuccess, onError }) => {
    uploadQualificationImage(file as Blob, (percent) => onProgress?.({ percent }))
      .then((result) => onSuccess?.(result))
      .catch((error: unknown) => {
        void message.error(
          error instanceof Error && error.message ? error.message : t('auth:register.uploadFailed'),
        );
        onError?.(error instanceof Error ? error : new Error(String(error)));
      });
  };
  const beforeUpload: UploadProps['beforeUpload'] = (file) => {
    if (!ACCEPTED.has(file.type)) {
      void message.error(t('auth:register.uploadType'));
      return Upload.LIST_IGNORE;
    }
    if (file.size > IMAGE_UPLOAD_MAX_MB * 1024 * 1024) {
      void message.error(t('auth:register.uploadSize', { max: IMAGE_UPLOAD_MAX_MB }));
      return Upload.LIST_IGNORE;
    }
    return true;
  };
  const change = (list: UploadFile[]) => {
    const kept = list.filter((f) => f.status !== 'error');
    setFiles(kept);
    onChange?.(
      kept.filter((f) => f.status === 'done').map((f) => (f.response as UploadResult).pic_path),
    );
  };

  return (
    <Upload
      listType="picture-card"
      accept={IMAGE_UPLOAD_ACCEPT}
      fileList={files}
      maxCount={max}
      customRequest={request}
      beforeUpload={beforeUpload}
      onChange={({ fileList }) => change(fileList)}
    >
      {files.length < max && (
        <div>
          <PlusOutlined />
          <div style={{ marginTop: 6, fontSize: 12 }}>{t('auth:register.upload')}</div>
        </div>
      )}
    </Upload>
  );
}
