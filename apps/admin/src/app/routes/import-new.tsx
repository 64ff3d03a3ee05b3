import { DownloadOutlined } from '@ant-design/icons';
import { ERP_IMPORT_KINDS, type ErpImportKind } from '@shop/contracts/erp';
import { App, Button, Card, Checkbox, Flex, Radio, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { space } from '@/app/theme';
import { PageHeader } from '@/components/page-header';
import { downloadImportTemplate } from '@/features/erp/api/erp-import';
import { ImportSteps } from '@/features/erp/components/import-steps-bar';
import { SheetUpload } from '@/features/erp/components/sheet-upload';
import { useStaffMay } from '@/lib/staff';

/**
 * `/admin/imports/new` (issue 26): choose what the sheet holds, download its template if
 * needed, upload it; the import's page takes over with the column mapping.
 */
export function ImportNewPage() {
  const { t } = useTranslation('erp');
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [kind, setKind] = useState<ErpImportKind>('goods');
  const [createMissing, setCreateMissing] = useState(false);
  const mayCreate = useStaffMay('catalogue.manage');

  const template = () =>
    downloadImportTemplate(kind).catch((error: unknown) =>
      message.error(error instanceof Error ? error.message : String(error)),
    );

  return (
    <>
      <PageHeader title={t('import.new')} subTitle={t('import.subtitle')} />
      <Card>
        <ImportSteps current={0} />
        <Flex vertical gap={space.md} style={{ maxWidth: 720 }}>
          <Flex align="center" gap={space.md} wrap>
            <Typography.Text strong>{t('import.kind')}</Typography.Text>
            <Radio.Group
              optionType="button"
              value={kind}
              onChange={(event) => setKind(event.target.value as ErpImportKind)}
              options={ERP_IMPORT_KINDS.map((value) => ({
                value,
                label: t(`import.kinds.${value}`),
              }))}
            />
            <Button icon={<DownloadOutlined />} onClick={() => void template()}>
              {t('import.template')}
            </Button>
          </Flex>
          <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
            {t(`import.kind_help.${kind}`)}
          </Typography.Paragraph>
          {kind === 'goods' && mayCreate && (
            <Checkbox checked={createMissing} onChange={(e) => setCreateMissing(e.target.checked)}>
              {t('import.create_missing')}
            </Checkbox>
          )}
          <SheetUpload
            kind={kind}
            createMissing={kind === 'goods' && mayCreate && createMissing}
            onUploaded={(job) => void navigate(`/imports/${job.job_id}`)}
          />
        </Flex>
      </Card>
    </>
  );
}
