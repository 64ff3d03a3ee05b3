import { CopyOutlined, PlusOutlined } from '@ant-design/icons';
import type { UploadResult } from '@shop/contracts/member';
import { offlineAccountSet, type OfflineAccount } from '@shop/contracts/order';
import { ApiError } from '@shop/web-kit/api';
import { IMAGE_UPLOAD_ACCEPT, IMAGE_UPLOAD_MAX_MB } from '@shop/web-kit/upload';
import { Button, Upload, theme, type UploadFile, type UploadProps } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import { uploadPayVoucher } from '../../api/upload-pay-voucher';

const ACCEPTED = new Set(IMAGE_UPLOAD_ACCEPT.split(','));

type Props = {
  offline: OfflineAccount;
  pending: boolean;
  onSubmit: (voucher: string) => void;
};

/** 线下转账: the shop's bank account (copyable), the transfer voucher upload, 提交凭证. */
export function OfflineTransfer({ offline, pending, onSubmit }: Props) {
  const { t } = useTranslation('checkout');
  const { token } = theme.useToken();
  const [files, setFiles] = useState<UploadFile[]>([]);
  const done = files.find((f) => f.status === 'done');
  const voucher = done ? (done.response as UploadResult).pic_path : null;
  const uploading = files.some((f) => f.status === 'uploading');

  // spec §5: copy to clipboard shows 复制成功.
  const copy = (text: string) =>
    void navigator.clipboard
      .writeText(text)
      .then(() => toast.success(t('pay.copied')))
      .catch(() => toast.error(t('pay.copyFailed')));

  const request: UploadProps['customRequest'] = ({ file, onProgress, onSuccess, onError }) => {
    uploadPayVoucher(file as Blob, (percent) => onProgress?.({ percent }))
      .then((result) => onSuccess?.(result))
      .catch((error: unknown) => {
        toast.error(
          error instanceof ApiError && error.message ? error.message : t('pay.uploadFailed'),
        );
        onError?.(error instanceof Error ? error : new Error(String(error)));
      });
  };
  const beforeUpload: UploadProps['beforeUpload'] = (file) => {
    if (!ACCEPTED.has(file.type)) {
      toast.error(t('pay.voucherType'));
      return Upload.LIST_IGNORE;
    }
    if (file.size > IMAGE_UPLOAD_MAX_MB * 1024 * 1024) {
      toast.error(t('pay.voucherSize', { max: IMAGE_UPLOAD_MAX_MB }));
      return Upload.LIST_IGNORE;
    }
    return true;
  };

  const rows: [label: string, value: string, copyable: boolean][] = [
    [t('pay.bankName'), offline.bank_name, false],
    [t('pay.accountName'), offline.account_name, true],
    [t('pay.accountNo'), offline.account_no, true],
  ];
  // No account set: nothing to transfer to, so no voucher either (the server refuses it too).
  if (!offlineAccountSet(offline))
    return <p style={{ margin: 0, color: token.colorTextSecondary }}>{t('pay.noOffline')}</p>;

  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
      <dl
        style={{
          display: 'grid',
          gridTemplateColumns: '90px auto',
          rowGap: 8,
          margin: 0,
          padding: '12px 16px',
          background: token.colorFillQuaternary,
          width: 520,
        }}
      >
        {rows.map(([label, value, copyable]) => (
          <div key={label} style={{ display: 'contents' }}>
            <dt style={{ color: token.colorTextSecondary }}>{label}</dt>
            <dd style={{ margin: 0 }}>
              <strong>{value}</strong>
              {copyable && (
                <Button
                  type="link"
                  size="small"
                  icon={<CopyOutlined />}
                  onClick={() => copy(value)}
                  aria-label={`${t('pay.copy')} ${label}`}
                >
                  {t('pay.copy')}
                </Button>
              )}
            </dd>
          </div>
        ))}
      </dl>
      <div>
        <div style={{ marginBottom: 8 }}>
          <strong>{t('pay.voucher')}</strong>
          <span style={{ color: token.colorTextTertiary, marginLeft: 8, fontSize: 12 }}>
            {t('pay.voucherHint', { max: IMAGE_UPLOAD_MAX_MB })}
          </span>
        </div>
        <Upload
          listType="picture-card"
          accept={IMAGE_UPLOAD_ACCEPT}
          fileList={files}
          maxCount={1}
          customRequest={request}
          beforeUpload={beforeUpload}
          onChange={({ fileList }) => setFiles(fileList.filter((f) => f.status !== 'error'))}
          disabled={pending}
          aria-label={t('pay.voucher')}
        >
          {files.length === 0 && (
            <div>
              <PlusOutlined />
              <div style={{ marginTop: 6, fontSize: 12 }}>{t('pay.voucherUpload')}</div>
            </div>
          )}
        </Upload>
      </div>
      <div>
        <Button
          type="primary"
          size="large"
          loading={pending}
          disabled={uploading}
          onClick={() => (voucher ? onSubmit(voucher) : toast.warning(t('pay.voucherRequired')))}
          style={{ width: 180 }}
        >
          {t('pay.submitVoucher')}
        </Button>
      </div>
    </div>
  );
}
