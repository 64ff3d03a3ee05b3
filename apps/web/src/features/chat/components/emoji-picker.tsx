import { SmileOutlined } from '@ant-design/icons';
import { CHAT_EMOJI_CODES } from '@shop/contracts/chat';
import { Button, Popover, Tooltip } from 'antd';
import { useRef, useState, type CSSProperties, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { emojiNumber, emojiSrc, emojiTitleKey } from '../lib/emoji';

const gridStyle: CSSProperties = {
  display: 'grid',
  gridTemplateColumns: 'repeat(8, 32px)',
  gap: 4,
};
const cellStyle: CSSProperties = { width: 32, height: 32, padding: 3 };
const COLUMNS = 8;

/**
 * Where an arrow, Home or End key moves the focus in the grid of `count` cells (8 columns),
 * from cell `index`; null for other keys. Moves stop at the edges.
 */
export function nextEmojiIndex(index: number, key: string, count: number): number | null {
  const moves: Record<string, number> = {
    ArrowLeft: index - 1,
    ArrowRight: index + 1,
    ArrowUp: index - COLUMNS,
    ArrowDown: index + COLUMNS,
    Home: 0,
    End: count - 1,
  };
  const next = moves[key];
  if (next === undefined) return null;
  return next < 0 || next >= count ? index : next;
}

interface EmojiPickerProps {
  /** Called with the code, e.g. `[emjoy_01]`; the picker then closes. */
  onPick: (code: string) => void;
  disabled?: boolean;
}

/**
 * The smile button of a chat composer and its popover grid of the 47 emoji (8 columns).
 * Every cell is a button (Tab / Enter / Space work) labelled with the emoji's name.
 */
export function EmojiPicker({ onPick, disabled = false }: EmojiPickerProps) {
  const { t } = useTranslation('emoji');
  const [open, setOpen] = useState(false);
  const gridRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const cells = () => Array.from(gridRef.current?.querySelectorAll('button') ?? []);
  const pick = (code: string) => {
    onPick(code);
    setOpen(false);
  };
  // Arrows move between the cells, Escape closes and gives the focus back to the smile button.
  const onGridKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      setOpen(false);
      triggerRef.current?.focus();
      return;
    }
    const all = cells();
    const index = all.findIndex((cell) => cell === document.activeElement);
    const next = index < 0 ? null : nextEmojiIndex(index, event.key, all.length);
    if (next === null) return;
    event.preventDefault();
    all[next]?.focus();
  };
  const grid = (
    <div
      ref={gridRef}
      style={gridStyle}
      role="toolbar"
      aria-label={t('picker.title')}
      onKeyDown={onGridKeyDown}
    >
      {CHAT_EMOJI_CODES.map((code) => {
        const title = t(emojiTitleKey(code));
        return (
          <Tooltip key={code} title={title} mouseEnterDelay={0.4}>
            <Button
              type="text"
              style={cellStyle}
              aria-label={title}
              data-testid={`chat-emoji-${emojiNumber(code) ?? ''}`}
              onClick={() => pick(code)}
            >
              <img src={emojiSrc(code)} alt="" width={24} height={24} draggable={false} />
            </Button>
          </Tooltip>
        );
      })}
    </div>
  );
  return (
    <Popover
      content={grid}
      trigger="click"
      placement="topLeft"
      open={open && !disabled}
      onOpenChange={(next) => setOpen(next && !disabled)}
      afterOpenChange={(visible) => {
        if (visible) cells()[0]?.focus();
      }}
    >
      <Button
        ref={triggerRef}
        type="text"
        icon={<SmileOutlined />}
        aria-label={t('picker.button')}
        aria-haspopup="dialog"
        aria-expanded={open && !disabled}
        disabled={disabled}
      />
    </Popover>
  );
}
