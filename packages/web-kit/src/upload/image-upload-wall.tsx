import { PlusOutlined } from '@ant-design/icons';
import type { UploadResult } from '@shop/contracts/member';
import { App, Upload, type UploadFile, type UploadProps } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IMAGE_UPLOAD_ACCEPT, IMAGE_UPLOAD_MAX_MB } from './upload-image';

/** Sends one image, reporting progress 0-100 (e.g. `uploadImage` bound to its path). */
export type ImageUploader = (
  file: Blob,
  onProgress: (percent: number) => void,
) => Promise<UploadResult>;

type Props = {
  upload: ImageUploader;
  max: number;
  /** The uploaded paths (a form field's value; the wall keeps its own list of files). */
  value?: string[];
  onChange?: (paths: string[]) => void;
  /** Whether some image is still on its way (a form waits for it before sending). */
  onUploadingChange?: (uploading: boolean) => void;
  /** Text under the plus sign (default 上传). */
  label?: string;
};

const ACCEPTED = new Set(IMAGE_UPLOAD_ACCEPT.split(','));

/**
 * A picture wall: each image uploads as soon as it is chosen, with its progress; a refused type
 * or size is named at once, a failed upload leaves the wall with the server's message. Used by
 * the storefront's licence documents (issue 16) and evaluation pictures (issue 17); in the kit
 * for the console's image uploads (issue 25).
 */
export function ImageUploadWall({ upload, max, onChange, onUploadingChange, label }: Props) {
  const { t } = useTranslation('kit');
  const { message } = App.useApp();
  const [files, setFiles] = useState<UploadFile[]>([]);

  const request: UploadProps['customRequest'] = ({ file, onProgress, onSuccess, onError }) => {
    upload(file as Blob, (percent) => onProgress?.({ percent }))
      .then((result) => onSuccess?.(result))
      .catch((error: unknown) => {
        void message.error(
          error instanceof Error && error.message ? error.message : t('errors.uploadFailed'),
        );
        onError?.(error instanceof Error ? error : new Error(String(error)));
      });
  };
  const beforeUpload: UploadProps['beforeUpload'] = (file) => {
    if (!ACCEPTED.has(file.type)) {
      void message.error(t('upload.type'));
      return Upload.LIST_IGNORE;
    }
    if (file.size > IMAGE_UPLOAD_MAX_MB * 1024 * 1024) {
      void message.error(t('upload.size', { max: IMAGE_UPLOAD_MAX_MB }));
      return Upload.LIST_IGNORE;
    }
    return true;
  };
  const change = (list: UploadFile[]) => {
    const kept = list.filter((f) => f.status !== 'error');
    setFiles(kept);
    onUploadingChange?.(kept.some((f) => f.status === 'uploading'));
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
      multiple={max > 1}
      customRequest={request}
      beforeUpload={beforeUpload}
      onChange={({ fileList }) => change(fileList)}
    >
      {files.length < max && (
        <div>
          <PlusOutlined />
          <div style={{ marginTop: 6, fontSize: 12 }}>{label ?? t('upload.add')}</div>
        </div>
      )}
    </Upload>
  );
}
