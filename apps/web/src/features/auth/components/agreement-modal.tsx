import { Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { QueryState } from '@/components/query-state';
import { palette } from '@/app/theme';
import { useAgreement } from '../api/get-agreement';

/** The registration agreement (plain text from `/api/register/aggrement`), with an agree button. */
export function AgreementModal({
  open,
  onClose,
  onAgree,
}: {
  open: boolean;
  onClose: () => void;
  onAgree: () => void;
}) {
  const { t } = useTranslation();
  const query = useAgreement(open);
  return (
    <Modal
      open={open}
      title={query.data?.title || t('auth:register.agreementTitle')}
      onCancel={onClose}
      onOk={() => {
        onAgree();
        onClose();
      }}
      okText={t('auth:register.agreeAndClose')}
      cancelText={t('common:actions.cancel')}
      width={720}
    >
      <QueryState query={query} rows={8}>
        {(data) => (
          <div
            style={{
              maxHeight: '60vh',
              overflowY: 'auto',
              whiteSpace: 'pre-wrap',
              lineHeight: 1.8,
              color: palette.textSecondary,
            }}
          >
            {data.content}
          </div>
        )}
      </QueryState>
    </Modal>
  );
}
