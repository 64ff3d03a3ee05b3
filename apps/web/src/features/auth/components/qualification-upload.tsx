import { PlusOutlined } from '@ant-design/icons';
import type { Aptitude, QualificationImages } from '@shop/contracts/auth';
import type { UploadResult } from '@shop/contracts/member';
import { IMAGE_UPLOAD_ACCEPT, IMAGE_UPLOAD_MAX_MB } from '@shop/web-kit/upload';
import { App, Upload, type UploadFile, type UploadProps } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { palette } from '@/app/theme';
import { uploadQualificationImage } from '@/lib/upload-qualification-image';
import { errorMessage } from '../lib/error-message';

type Props = {
  aptitudes: Aptitude[];
  value?: QualificationImages;
  onChange?: (value: QualificationImages) => void;
};

const ACCEPTED = new Set(IMAGE_UPLOAD_ACCEPT.split(','));

/** The stored paths of a type's finished uploads. */
const donePaths = (files: UploadFile[]) =>
  files.filter((f) => f.status === 'done').map((f) => (f.response as UploadResult).pic_path);

/** One picture wall per qualification type of the chosen buyer type, each upload with its progress. */
export function QualificationUpload({ aptitudes, value, onChange }: Props) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [files, setFiles] = useState<Record<string, UploadFile[]>>({});

  const request: UploadProps['customRequest'] = ({ file, onProgress, onSuccess, onError }) => {
    uploadQualificationImage(file as Blob, (percent) => onProgress?.({ percent }))
      .then((result) => onSuccess?.(result))
      .catch((error: unknown) => {
        void message.error(errorMessage(error, t('auth:register.uploadFailed')));
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

  const change = (typeKey: string, list: UploadFile[]) => {
    const kept = list.filter((f) => f.status !== 'error');
    setFiles((all) => ({ ...all, [typeKey]: kept }));
    const next = { ...value, [typeKey]: donePaths(kept) };
    if (next[typeKey]?.length === 0) delete next[typeKey];
    onChange?.(next);
  };

  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
      {aptitudes.map((aptitude) => {
        const list = files[aptitude.type_key] ?? [];
        return (
          <div key={aptitude.type_key}>
            <div style={{ marginBottom: 6 }}>
              {aptitude.is_required && (
                <span style={{ color: palette.brand, marginRight: 4 }}>*</span>
              )}
              <strong>{aptitude.type_name}</strong>
              <span style={{ color: palette.textMuted, marginLeft: 8, fontSize: 12 }}>
                {aptitude.tip}{' '}
                {t('auth:register.uploadLimit', {
                  n: aptitude.max_count,
                  max: IMAGE_UPLOAD_MAX_MB,
                })}
              </span>
            </div>
            <Upload
              listType="picture-card"
              accept={IMAGE_UPLOAD_ACCEPT}
              fileList={list}
              maxCount={aptitude.max_count}
              customRequest={request}
              beforeUpload={beforeUpload}
              onChange={({ fileList }) => change(aptitude.type_key, fileList)}
              aria-label={aptitude.type_name}
            >
              {list.length < aptitude.max_count && (
                <div>
                  <PlusOutlined />
                  <div style={{ marginTop: 6, fontSize: 12 }}>{t('auth:register.upload')}</div>
                </div>
              )}
            </Upload>
          </div>
        );
      })}
    </div>
  );
}
