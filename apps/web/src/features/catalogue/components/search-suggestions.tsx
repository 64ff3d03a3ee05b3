import type { GoodsSuggestion } from '@shop/contracts/catalogue';
import { useTranslation } from 'react-i18next';
import { fade, palette } from '@/app/theme';

type SearchSuggestionsProps = {
  id: string;
  suggestions: GoodsSuggestion[];
  active: number;
  onHover: (index: number) => void;
  onPick: (suggestion: GoodsSuggestion) => void;
};

const ELLIPSIS = { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } as const;

export const suggestionOptionId = (listId: string, index: number) => `${listId}-${index}`;

/**
 * The fuzzy suggestions under the header search: each goods name with the parts the keyword
 * matched in red, and its maker in grey (goods of one name differ by maker). A pick is made on mouse down so the input keeps its focus.
 */
export function SearchSuggestions({
  id,
  suggestions,
  active,
  onHover,
  onPick,
}: SearchSuggestionsProps) {
  const { t } = useTranslation('catalogue');
  return (
    <ul
      id={id}
      role="listbox"
      aria-label={t('search.suggestions')}
      style={{
        position: 'absolute',
        top: 40,
        left: 80,
        right: 96,
        zIndex: 1050,
        margin: 0,
        padding: '4px 0',
        listStyle: 'none',
        background: palette.white,
        border: `1px solid ${palette.border}`,
        borderTop: 'none',
        boxShadow: `0 4px 12px ${fade(palette.black, 0.12)}`,
      }}
    >
      {suggestions.map((suggestion, i) => (
        <li
          key={suggestion.sku_id}
          id={suggestionOptionId(id, i)}
          role="option"
          aria-selected={i === active}
          onMouseEnter={() => onHover(i)}
          onMouseDown={(e) => {
            e.preventDefault();
            onPick(suggestion);
          }}
          style={{
            display: 'flex',
            gap: 12,
            padding: '0 12px',
            lineHeight: '30px',
            fontSize: 13,
            color: palette.text,
            cursor: 'pointer',
            background: i === active ? palette.fill : undefined,
          }}
        >
          <span style={{ flex: 1, minWidth: 0, ...ELLIPSIS }}>
            {suggestion.highlight.length > 0
              ? suggestion.highlight.map((part, j) =>
                  part.hit ? (
                    <mark key={j} style={{ background: 'none', color: palette.brand, padding: 0 }}>
                      {part.text}
                    </mark>
                  ) : (
                    <span key={j}>{part.text}</span>
                  ),
                )
              : suggestion.goods_name}
          </span>
          {suggestion.manufacturer && (
            <span style={{ flex: 'none', maxWidth: '40%', color: palette.textMuted, ...ELLIPSIS }}>
              {suggestion.manufacturer}
            </span>
          )}
        </li>
      ))}
    </ul>
  );
}
