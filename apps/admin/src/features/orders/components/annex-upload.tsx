import { UploadOutlined } from '@ant-design/icons';
import {
  ANNEX_ACCEPT,
  ANNEX_DOC_TYPES,
  ANNEX_MAX_MB,
  type AnnexDocType,
} from '@shop/contracts/order';
import { App, Button, Select, Space, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUploadAnnex } from '../api/upload-annex';

/**
 * 上传报告 (issue 17): the document type (药检报告 or 出厂检验报告) and one PDF or image of a
 * shipped line's batch, at most ANNEX_MAX_MB (the server reads the type from the content and
 * says what it refuses).
 */
export function AnnexUpload({
  packageGoodsId,
  goodsName,
}: {
  packageGoodsId: number;
  goodsName: string;
}) {
  const { t } = useTranslation('order');
  const { message } = App.useApp();
  const [docType, setDocType] = useState<AnnexDocType>('drug_test');
  const upload = useUploadAnnex();
  return (
    <Space.Compact size="small">
      <Select<AnnexDocType>
        size="small"
        value={docType}
        onChange={setDocType}
        style={{ width: 132 }}
        aria-label={t('annex.doc_type_of', { name: goodsName })}
        options={ANNEX_DOC_TYPES.map((type) => ({ value: type, label: t(`annex.types.${type}`) }))}
      />
      <Upload
        accept={ANNEX_ACCEPT}
        showUploadList={false}
        disabled={upload.isPending}
        beforeUpload={(file) => {
          if (file.size > ANNEX_MAX_MB * 1024 * 1024) {
            void message.error(t('annex.too_large', { max: ANNEX_MAX_MB }));
            return Upload.LIST_IGNORE;
          }
          return true;
        }}
        customRequest={({ file }) =>
          upload.mutate(
            { fields: { package_goods_id: packageGoodsId, doc_type: docType }, file: file as Blob },
            {
              onSuccess: (doc) =>
                void message.success(t('annex.uploaded', { name: doc.file_name })),
              onError: (error) => void message.error(error.message),
            },
          )
        }
      >
        <Button
          size="small"
          icon={<UploadOutlined />}
          loading={upload.isPending}
          aria-label={t('annex.upload_of', { name: goodsName })}
        >
          {t('annex.upload')}
        </Button>
      </Upload>
    </Space.Compact>
  );
}
