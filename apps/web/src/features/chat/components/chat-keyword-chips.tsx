import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { palette } from '@/app/theme';
import { useChatKeyword } from '../api/get-chat-keyword';

/**
 * The shop's automatic-reply keywords, offered while no servicer is online: clicking one sends
 * it as a text and the server answers with the reply.
 */
export function ChatKeywordChips({
  siteId,
  visible,
  disabled,
  onPick,
}: {
  siteId: number;
  visible: boolean;
  disabled: boolean;
  onPick: (keyword: string) => void;
}) {
  const { t } = useTranslation('chat');
  const { data } = useChatKeyword(siteId, visible);
  if (!visible || !data || data.is_open !== 1 || data.keyword_list.length === 0) return null;
  return (
    <div
      role="group"
      aria-label={t('dialog.keywords')}
      data-testid="chat-keywords"
      style={{
        display: 'flex',
        flexWrap: 'wrap',
        gap: 6,
        padding: '6px 12px',
        alignItems: 'center',
      }}
    >
      <span style={{ fontSize: 12, color: palette.textMuted }}>{t('dialog.keywords')}</span>
      {data.keyword_list.map((item) => (
        <Button
          key={item.keyword}
          size="small"
          shape="round"
          data-testid="chat-keyword"
          autoInsertSpace={false}
          disabled={disabled}
          onClick={() => onPick(item.keyword)}
        >
          {item.keyword}
        </Button>
      ))}
    </div>
  );
}
