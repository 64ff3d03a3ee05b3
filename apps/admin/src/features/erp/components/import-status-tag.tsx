import type { ErpImportStatus } from '@shop/contracts/erp';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

const COLOURS: Record<ErpImportStatus, string> = {
  uploaded: 'default',
  checking: 'processing',
  checked: 'blue',
  running: 'processing',
  done: 'success',
  failed: 'error',
};

/** An import's state as a coloured tag. */
export function ImportStatusTag({ status }: { status: ErpImportStatus }) {
  const { t } = useTranslation('erp');
  return <Tag color={COLOURS[status]}>{t(`import.status.${status}`)}</Tag>;
}
