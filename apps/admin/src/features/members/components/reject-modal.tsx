import {
  consoleReviewQualificationEndpoint,
  type ConsoleMemberDetail,
} from '@shop/contracts/member';
import { App, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { useMemberWrite } from '../api/member-write';
import { ActionModal } from './action-modal';
import { MIN_REASON } from './money-modals';

/** 驳回资质: the waiting licences rejected with the reason the buyer reads (2-200 characters). */
export function RejectModal({
  member,
  open,
  onClose,
}: {
  member: ConsoleMemberDetail;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('members');
  const { message } = App.useApp();
  const [form] = Form.useForm<{ remark: string }>();
  const write = useMemberWrite(consoleReviewQualificationEndpoint);
  return (
    <ActionModal
      title={t('reject.title')}
      open={open}
      form={form}
      danger
      okText={t('actions.reject')}
      onClose={onClose}
      onSubmit={async ({ remark }) => {
        await write.mutateAsync({ member_id: member.member_id, pass: 0, remark: remark.trim() });
        void message.success(t('actions.done'));
      }}
    >
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
    </ActionModal>
  );
}
