import { DeleteOutlined, FileImageOutlined, FilePdfOutlined } from '@ant-design/icons';
import type { AnnexDocument, PackageGoods } from '@shop/contracts/order';
import { App, Button, Flex, List, Popconfirm, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDeleteAnnex } from '../api/delete-annex';
import { AnnexUpload } from './annex-upload';
import { BatchModal } from './batch-modal';

/** One document: its type and name, downloaded from its link; removable when `editable`. */
function AnnexTag({ doc, editable }: { doc: AnnexDocument; editable: boolean }) {
  const { t } = useTranslation('order');
  const { message } = App.useApp();
  const remove = useDeleteAnnex();
  const Icon = doc.file_name.endsWith('.pdf') ? FilePdfOutlined : FileImageOutlined;
  return (
    <Tag
      icon={<Icon />}
      style={{ marginInlineEnd: 0, paddingBlock: 2 }}
      data-testid="console-annex"
    >
      <a href={doc.url} download={doc.file_name}>
        {doc.doc_type_name}：{doc.file_name}
      </a>
      {editable && (
        <Popconfirm
          title={t('annex.delete_confirm', { name: doc.file_name })}
          okText={t('annex.delete')}
          okButtonProps={{ danger: true }}
          cancelText={t('common:actions.cancel')}
          onConfirm={() =>
            remove.mutateAsync({ annex_id: doc.annex_id }).then(
              () => void message.success(t('annex.deleted')),
              (error: Error) => void message.error(error.message),
            )
          }
        >
          <Button
            type="text"
            size="small"
            danger
            icon={<DeleteOutlined />}
            loading={remove.isPending}
            aria-label={t('annex.delete_of', { name: doc.file_name })}
          />
        </Popconfirm>
      )}
    </Tag>
  );
}

/**
 * A line of a shipped package (issue 17): the goods and units, the batch (a medicine without one
 * is flagged), the boxes' traceability codes the ERP sent (issue 26), the batch's documents to download, and, for `order.fulfil`, 编辑批号, 上传报告 and
 * deleting a document uploaded by mistake.
 */
export function PackageLine({
  line,
  medicinal,
  shippedOn,
  editable,
}: {
  line: PackageGoods;
  medicinal: boolean;
  shippedOn: string;
  editable: boolean;
}) {
  const { t } = useTranslation('order');
  const [editing, setEditing] = useState(false);
  const hasBatch = line.batch_no !== '' || line.expiry_date !== '';
  return (
    <List.Item data-testid="console-package-line">
      <Flex vertical gap={6} style={{ width: '100%' }}>
        <Flex justify="space-between" gap="small">
          <span>
            {line.sku_name}
            {line.spec_name && (
              <Typography.Text type="secondary"> {line.spec_name}</Typography.Text>
            )}
            {medicinal && (
              <Tag color="blue" style={{ marginInlineStart: 6 }}>
                {t('batch.medicine')}
              </Tag>
            )}
          </span>
          <Typography.Text type="secondary">
            {t('detail.package_num', { num: line.num })}
          </Typography.Text>
        </Flex>
        <Flex align="center" gap="small" wrap>
          {hasBatch ? (
            <Typography.Text data-testid="console-batch">
              {t('batch.summary', {
                batch: line.batch_no || '-',
                expiry: line.expiry_date || '-',
              })}
            </Typography.Text>
          ) : (
            <Typography.Text type={medicinal ? 'warning' : 'secondary'}>
              {t(medicinal ? 'batch.missing' : 'batch.none')}
            </Typography.Text>
          )}
          {editable && (
            <Button
              type="link"
              size="small"
              onClick={() => setEditing(true)}
              aria-label={t('batch.edit_of', { name: line.sku_name })}
            >
              {t('batch.edit')}
            </Button>
          )}
        </Flex>
        {line.traceability_codes.length > 0 && (
          <Typography.Text type="secondary" data-testid="console-trace-codes">
            {t('batch.trace_codes', { num: line.traceability_codes.length })}
            <Typography.Text code copyable={{ text: line.traceability_codes.join('\n') }}>
              {line.traceability_codes.join(' ')}
            </Typography.Text>
          </Typography.Text>
        )}
        {(line.documents.length > 0 || editable) && (
          <Flex align="center" gap="small" wrap>
            {line.documents.map((doc) => (
              <AnnexTag key={doc.annex_id} doc={doc} editable={editable} />
            ))}
            {editable && (
              <AnnexUpload packageGoodsId={line.package_goods_id} goodsName={line.sku_name} />
            )}
          </Flex>
        )}
      </Flex>
      {editing && (
        <BatchModal
          line={line}
          medicinal={medicinal}
          shippedOn={shippedOn}
          onClose={() => setEditing(false)}
        />
      )}
    </List.Item>
  );
}
