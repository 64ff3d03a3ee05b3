import {
  consoleEvaluateHideEndpoint,
  consoleEvaluateListEndpoint,
  consoleEvaluateReplyEndpoint,
  consoleEvaluateShowEndpoint,
  type ConsoleEvaluateRow,
} from '@shop/contracts/aftersale';
import { App, Button, Popconfirm, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConsoleWrite } from '@/lib/console-write';
import { evaluateActionsOf } from '../evaluate-list-state';
import { ReplyModal } from './reply-modal';

const REFRESH = [consoleEvaluateListEndpoint.path] as const;

/** Reply (to the evaluation, to its follow-up), show or hide one evaluation (issue 17). */
export function EvaluateActions({ row }: { row: ConsoleEvaluateRow }) {
  const { t } = useTranslation('evaluations');
  const { message } = App.useApp();
  const reply = useConsoleWrite(consoleEvaluateReplyEndpoint, REFRESH);
  const show = useConsoleWrite(consoleEvaluateShowEndpoint, REFRESH);
  const hide = useConsoleWrite(consoleEvaluateHideEndpoint, REFRESH);
  const [target, setTarget] = useState<'first' | 'again' | null>(null);
  const id = row.evaluate_id;
  const failed = (error: Error) => void message.error(error.message);

  return (
    <Space size={0} wrap>
      {evaluateActionsOf(row).map((action) => {
        if (action.kind === 'reply')
          return (
            <Button
              key={`reply-${action.target}`}
              type="link"
              size="small"
              onClick={() => {
                reply.reset();
                setTarget(action.target);
              }}
            >
              {t(
                `actions.${action.target === 'first' ? 'reply' : 'replyAgain'}${action.edit ? 'Edit' : ''}`,
              )}
            </Button>
          );
        if (action.kind === 'show')
          return (
            <Button
              key="show"
              type="link"
              size="small"
              loading={show.isPending}
              onClick={() =>
                show
                  .mutateAsync({ evaluate_id: id })
                  .then(
                    () => void message.success(t(action.approve ? 'done.approved' : 'done.shown')),
                  )
                  .catch(failed)
              }
            >
              {t(action.approve ? 'actions.approve' : 'actions.show')}
            </Button>
          );
        return (
          <Popconfirm
            key="hide"
            title={t('actions.hideConfirm')}
            okText={t('actions.hide')}
            cancelText={t('common:actions.cancel')}
            onConfirm={() =>
              hide
                .mutateAsync({ evaluate_id: id })
                .then(() => void message.success(t('done.hidden')))
                .catch(failed)
            }
          >
            <Button type="link" size="small" danger loading={hide.isPending}>
              {t('actions.hide')}
            </Button>
          </Popconfirm>
        );
      })}
      <ReplyModal
        row={row}
        target={target}
        pending={reply.isPending}
        error={reply.error}
        onSubmit={(content) =>
          target &&
          void reply
            .mutateAsync({ evaluate_id: id, target, content })
            .then(() => {
              setTarget(null);
              void message.success(t('done.replied'));
            })
            .catch(() => undefined)
        }
        onClose={() => setTarget(null)}
      />
    </Space>
  );
}
