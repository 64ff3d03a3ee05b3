import {
  consoleSetMemberLabelEndpoint,
  consoleSetMemberLevelEndpoint,
  consoleSetSalesmanEndpoint,
  type ConsoleMemberDetail,
} from '@shop/contracts/member';
import { App, Form, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useMemberOptions } from '../api/get-member-options';
import { useMemberWrite } from '../api/member-write';
import { ActionModal } from './action-modal';

type ModalProps = { member: ConsoleMemberDetail; open: boolean; onClose: () => void };
type Choice = { value: number; label: string };

/** A dialog choosing one value (a label, a level, a salesman) among the options call's. */
function ChoiceModal({
  open,
  onClose,
  title,
  field,
  required,
  initial,
  choices,
  send,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  field: string;
  required: string;
  initial: number | undefined;
  choices: Choice[];
  send: (value: number) => Promise<unknown>;
}) {
  const { t } = useTranslation('members');
  const { message } = App.useApp();
  const [form] = Form.useForm<{ value: number }>();
  return (
    <ActionModal
      title={title}
      open={open}
      form={form}
      onClose={onClose}
      onSubmit={async ({ value }) => {
        await send(value);
        void message.success(t('actions.done'));
      }}
    >
      <Form.Item
        name="value"
        label={field}
        initialValue={initial}
        rules={[{ required: true, message: required }]}
      >
        <Select options={choices} showSearch optionFilterProp="label" />
      </Form.Item>
    </ActionModal>
  );
}

/** 修改客户类型: the buyer type sale control decides on. */
export function LabelModal({ member, open, onClose }: ModalProps) {
  const { t } = useTranslation('members');
  const labels = useMemberOptions().data?.labels ?? [];
  const write = useMemberWrite(consoleSetMemberLabelEndpoint);
  return (
    <ChoiceModal
      open={open}
      onClose={onClose}
      title={t('label.title')}
      field={t('label.field')}
      required={t('label.required')}
      initial={member.label_id || undefined}
      choices={labels.map((label) => ({ value: label.label_id, label: label.label_name }))}
      send={(label_id) => write.mutateAsync({ member_id: member.member_id, label_id })}
    />
  );
}

/** 修改会员等级. */
export function LevelModal({ member, open, onClose }: ModalProps) {
  const { t } = useTranslation('members');
  const levels = useMemberOptions().data?.levels ?? [];
  const write = useMemberWrite(consoleSetMemberLevelEndpoint);
  return (
    <ChoiceModal
      open={open}
      onClose={onClose}
      title={t('level.title')}
      field={t('level.field')}
      required={t('level.required')}
      initial={member.level_id || undefined}
      choices={levels.map((level) => ({ value: level.level_id, label: level.level_name }))}
      send={(level_id) => write.mutateAsync({ member_id: member.member_id, level_id })}
    />
  );
}

/** 分配业务员: a salesman of the staff account's shop, or none (0). */
export function SalesmanModal({ member, open, onClose }: ModalProps) {
  const { t } = useTranslation('members');
  const salesmen = useMemberOptions().data?.salesmen ?? [];
  const write = useMemberWrite(consoleSetSalesmanEndpoint);
  return (
    <ChoiceModal
      open={open}
      onClose={onClose}
      title={t('salesman.title')}
      field={t('salesman.field')}
      required={t('salesman.required')}
      initial={member.salesman_id}
      choices={[
        { value: 0, label: t('salesman.none') },
        ...salesmen.map((salesman) => ({ value: salesman.staff_id, label: salesman.nickname })),
      ]}
      send={(salesman_id) => write.mutateAsync({ member_id: member.member_id, salesman_id })}
    />
  );
}
