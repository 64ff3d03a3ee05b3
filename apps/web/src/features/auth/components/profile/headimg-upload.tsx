import { UploadOutlined } from '@ant-design/icons';
import { IMAGE_UPLOAD_ACCEPT, IMAGE_UPLOAD_MAX_MB } from '@shop/web-kit/upload';
import { App, Button, Progress, Upload, type UploadProps } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FallbackImage } from '@/components/fallback-image';
import { useDefaultImages } from '@/lib/default-images';
import { palette, radius } from '@/app/theme';
import { uploadHeadimg, useModifyHeadimg } from '../../api/modify-headimg';
import { errorMessage } from '../../lib/error-message';

const ACCEPTED = new Set(IMAGE_UPLOAD_ACCEPT.split(','));

/** The head image with its upload (progress shown) and `/api/member/modifyheadimg` (issue 16). */
export function HeadimgUpload({ headimg }: { headimg: string }) {
  const { t } = useTranslation('member-security');
  const { message } = App.useApp();
  const defaults = useDefaultImages();
  const modify = useModifyHeadimg();
  const [percent, setPercent] = useState<number | null>(null);

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

  const request: UploadProps['customRequest'] = ({ file }) => {
    setPercent(0);
    uploadHeadimg(file as Blob, setPercent)
      .then((result) => modify.mutateAsync(result.pic_path))
      .then(() => message.success(t('info.headimgDone')))
      .catch((error: unknown) => message.error(errorMessage(error, t('info.headimgFailed'))))
      .finally(() => setPercent(null));
  };

  return (
    <div style={{ display: 'flex', alignItems: 'center', gap: 24 }}>
      <FallbackImage
        src={headimg}
        fallback={defaults?.default_headimg}
        alt={t('info.headimg')}
        width={96}
        height={96}
        style={{
          borderRadius: radius.round,
          objectFit: 'cover',
          border: `1px solid ${palette.dividerLight}`,
        }}
      />
      <div>
        <Upload
          accept={IMAGE_UPLOAD_ACCEPT}
          showUploadList={false}
          beforeUpload={beforeUpload}
          customRequest={request}
        >
          <Button icon={<UploadOutlined />} loading={percent !== null}>
            {t('info.headimgUpload')}
          </Button>
        </Upload>
        {percent !== null && <Progress percent={percent} size="small" style={{ width: 200 }} />}
        <div style={{ color: palette.textMuted, fontSize: 12, marginTop: 6 }}>
          {t('info.headimgHint', { max: IMAGE_UPLOAD_MAX_MB })}
        </div>
      </div>
    </div>
  );
}
