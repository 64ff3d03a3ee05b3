import { Modal, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
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
  const { data, isLoading } = useAgreement(open);
  return (
    <Modal
      open={open}
      title={data?.title || t('auth:register.agreementTitle')}
      onCancel={onClose}
      onOk={() => {
        onAgree();
        onClose();
      }}
      okText={t('auth:register.agreeAndClose')}
      cancelText={t('common:actions.cancel')}
      width={720}
    >
      {isLoading ? (
        <Skeleton active paragraph={{ rows: 8 }} />
      ) : (
        <div
          style={{
            maxHeight: '60vh',
            overflowY: 'auto',
            whiteSpace: 'pre-wrap',
            lineHeight: 1.8,
            color: palette.textSecondary,
          }}
        >
          {data?.content}
        </div>
      )}
    </Modal>
  );
}
