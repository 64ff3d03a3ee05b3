import { InboxOutlined } from '@ant-design/icons';
import { ERP_IMPORT_MAX_BYTES, type ErpImportJob, type ErpImportKind } from '@shop/contracts/erp';
import { Alert, Progress, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { uploadImportSheet } from '../api/erp-import';

const ACCEPT = '.xlsx,.csv';
const MB = 1024 * 1024;

/**
 * Drops or picks one XLSX/CSV sheet and uploads it with a progress bar; a file over the limit
 * is refused before it is sent, the server's refusal is shown under the box.
 */
export function SheetUpload({
  kind,
  createMissing,
  onUploaded,
}: {
  kind: ErpImportKind;
  createMissing: boolean;
  onUploaded: (job: ErpImportJob) => void;
}) {
  const { t } = useTranslation('erp');
  const [percent, setPercent] = useState<number | null>(null);
  const [error, setError] = useState('');

  async function send(file: File) {
    setError('');
    if (file.size > ERP_IMPORT_MAX_BYTES) {
      setError(t('import.too_large', { max: ERP_IMPORT_MAX_BYTES / MB }));
      return;
    }
    setPercent(0);
    try {
      onUploaded(await uploadImportSheet(kind, file, setPercent, createMissing));
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setPercent(null);
    }
  }

  return (
    <>
      <Upload.Dragger
        accept={ACCEPT}
        multiple={false}
        showUploadList={false}
        disabled={percent !== null}
        beforeUpload={(file) => {
          void send(file);
          return false;
        }}
      >
        <p className="ant-upload-drag-icon">
          <InboxOutlined />
        </p>
        <p className="ant-upload-text">{t('import.drop')}</p>
        <p className="ant-upload-hint">
          {t('import.drop_hint', { max: ERP_IMPORT_MAX_BYTES / MB })}
        </p>
      </Upload.Dragger>
      {percent !== null && <Progress percent={percent} aria-label={t('import.uploading')} />}
      {error && <Alert type="error" showIcon message={error} style={{ marginTop: 12 }} />}
    </>
  );
}
