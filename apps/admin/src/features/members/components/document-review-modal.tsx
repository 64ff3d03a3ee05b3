import { consoleReviewDocumentEndpoint, type MemberDocument } from '@shop/contracts/member';
import { App, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { useMemberWrite } from '../api/member-write';
import { ActionModal } from './action-modal';
import { MIN_REASON } from './money-modals';

type Values = { doc_no?: string; valid_from?: string; valid_to?: string; remark?: string };

const DAY = /^$|^\d{4}-\d{2}-\d{2}$/;

/**
 * 审核证件 (issue 16): approve one waiting document version, correcting its number and dates when
 * the buyer mistyped them, or reject it with the reason the buyer reads (2-200 characters).
 */
export function DocumentReviewModal({
  doc,
  pass,
  onClose,
}: {
  doc: MemberDocument;
  pass: 0 | 1;
  onClose: () => void;
}) {
  const { t } = useTranslation('members');
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const write = useMemberWrite(consoleReviewDocumentEndpoint);
  const dayRule = { pattern: DAY, message: t('documents.day_format') };
  return (
    <ActionModal
      title={t(pass === 1 ? 'documents.approve_title' : 'documents.reject_title')}
      open
      form={form}
      danger={pass === 0}
      okText={t(pass === 1 ? 'actions.approve' : 'actions.reject')}
      onClose={onClose}
      onSubmit={async (v) => {
        await write.mutateAsync(
          pass === 1
            ? {
                id: doc.id,
                pass,
                doc_no: v.doc_no?.trim() ?? '',
                valid_from: v.valid_from?.trim() ?? '',
                valid_to: v.valid_to?.trim() ?? '',
              }
            : { id: doc.id, pass, remark: (v.remark ?? '').trim() },
        );
        void message.success(t('actions.done'));
      }}
    >
      {pass === 1 ? (
        <>
          <Form.Item name="doc_no" label={t('documents.doc_no')} initialValue={doc.doc_no}>
            <Input maxLength={64} />
          </Form.Item>
          <Form.Item
            name="valid_from"
            label={t('documents.valid_from')}
            initialValue={doc.valid_from ?? ''}
            rules={[dayRule]}
          >
            <Input placeholder="YYYY-MM-DD" />
          </Form.Item>
          <Form.Item
            name="valid_to"
            label={t('documents.valid_to')}
            extra={t('documents.valid_to_help')}
            initialValue={doc.valid_to ?? ''}
            rules={[dayRule]}
          >
            <Input placeholder="YYYY-MM-DD" />
          </Form.Item>
        </>
      ) : (
        <Form.Item
          name="remark"
          label={t('reject.reason')}
          extra={t('reject.reason_help')}
          rules={[
            {
              validator: (_, value: string | undefined) =>
                (value ?? '').trim().length >= MIN_REASON
                  ? Promise.resolve()
                  : Promise.reject(new Error(t('reject.reason_required'))),
            },
          ]}
        >
          <Input.TextArea maxLength={200} showCount rows={4} />
        </Form.Item>
      )}
    </ActionModal>
  );
}
