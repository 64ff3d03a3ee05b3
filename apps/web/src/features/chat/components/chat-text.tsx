import { useMemo, type CSSProperties } from 'react';
import { splitChatText } from '../lib/emoji';

const textStyle: CSSProperties = { whiteSpace: 'pre-wrap', wordBreak: 'break-word' };
const lineStyle: CSSProperties = { whiteSpace: 'nowrap' };
const emojiStyle: CSSProperties = { width: 22, height: 22, verticalAlign: 'text-bottom' };

interface ChatTextProps {
  text: string;
  /** Emoji size in px (22 in a bubble; smaller in a one-line preview). */
  emojiSize?: number;
  className?: string;
  /** One line (a session preview): no wrapping; the caller clips with an ellipsis. */
  singleLine?: boolean;
}

/**
 * A chat text as the reader sees it: the emoji codes as their images, everything else as
 * plain React text (never HTML), keeping line breaks.
 */
export function ChatText({ text, emojiSize = 22, className, singleLine = false }: ChatTextProps) {
  const parts = useMemo(() => splitChatText(text), [text]);
  const size =
    emojiSize === 22 ? emojiStyle : { ...emojiStyle, width: emojiSize, height: emojiSize };
  return (
    <span className={className} style={singleLine ? lineStyle : textStyle}>
      {parts.map((part, i) =>
        part.kind === 'text' ? (
          <span key={i}>{part.text}</span>
        ) : (
          <img key={i} src={part.src} alt={part.code} style={size} draggable={false} />
        ),
      )}
    </span>
  );
}
