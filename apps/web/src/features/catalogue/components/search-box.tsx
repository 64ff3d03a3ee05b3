import type { GoodsSuggestion } from '@shop/contracts/catalogue';
import { SEARCH_KEYWORD_MAX, SEARCH_SUGGEST_DELAY_MS } from '@shop/contracts/constants';
import { Button, Input, Select } from 'antd';
import { useEffect, useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { palette, radius } from '@/app/theme';
import { useDefaultSearchWords } from '../api/get-default-search-words';
import { useGoodsSuggestions } from '../api/get-goods-suggestions';
import { useHotSearchWords } from '../api/get-hot-search-words';
import { goodsDetailPath } from '../lib/goods-paths';
import { SEARCH_TYPES, searchTargetUrl, type SearchType } from '../lib/search-target';
import { SearchSuggestions, suggestionOptionId } from './search-suggestions';

/** The keyword as searched: trimmed, at most 50 characters. */
const searchWord = (keyword: string) =>
  Array.from(keyword.trim()).slice(0, SEARCH_KEYWORD_MAX).join('').trim();

/** The keyword once typing has stopped for `delay` ms. */
function useSettled(value: string, delay: number): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}

/**
 * The header search (spec "Header"): goods or shop search, at most 50 characters, the shop's
 * placeholder and hot words. Goods go to /list?keyword=, shops to /street?keyword=. For goods,
 * 300 ms after typing stops (spec §9) the matching goods show under the box with the matched
 * parts highlighted; arrows move through them, Enter or a click opens one, Escape closes them.
 */
export function SearchBox() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const hotWords = useHotSearchWords();
  const placeholder = useDefaultSearchWords() || t('catalogue:search.placeholder');
  const [type, setType] = useState<SearchType>('goods');
  const [keyword, setKeyword] = useState('');
  // On a goods list the box shows that list's keyword (and follows it when the list changes).
  const location = useLocation();
  const listKeyword =
    location.pathname === '/list'
      ? (new URLSearchParams(location.search).get('keyword') ?? '')
      : null;
  const [shownFor, setShownFor] = useState<string | null>(null);
  if (listKeyword !== shownFor) {
    setShownFor(listKeyword);
    if (listKeyword !== null) setKeyword(listKeyword);
  }
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const listId = useId();
  const settled = useSettled(searchWord(keyword), SEARCH_SUGGEST_DELAY_MS);
  // No call for an empty keyword, a shop search, or while the list is closed.
  const { data } = useGoodsSuggestions(type === 'goods' && open ? settled : '');
  const suggestions: GoodsSuggestion[] = (type === 'goods' && open && settled && data) || [];
  const expanded = suggestions.length > 0;

  const close = () => {
    setOpen(false);
    setActive(-1);
  };
  const pick = (suggestion: GoodsSuggestion) => {
    close();
    void navigate(goodsDetailPath(suggestion.sku_id));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    close();
    void navigate(searchTargetUrl(type, keyword));
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Escape') return close();
    if (!open && event.key === 'ArrowDown') return setOpen(true);
    if (!expanded) return;
    const n = suggestions.length;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      // From "none" down goes to the first, up to the last; past either end back to "none".
      setActive((i) =>
        i === -1 ? (step > 0 ? 0 : n - 1) : i + step >= n || i + step < 0 ? -1 : i + step,
      );
    } else if (event.key === 'Enter' && active >= 0 && suggestions[active]) {
      event.preventDefault();
      pick(suggestions[active]);
    }
  };

  return (
    <div style={{ width: 540, position: 'relative' }}>
      <form
        role="search"
        onSubmit={submit}
        style={{
          display: 'flex',
          height: 40,
          border: `2px solid ${palette.brand}`,
          borderRadius: radius.md,
          overflow: 'hidden',
          background: palette.white,
        }}
      >
        <Select<SearchType>
          value={type}
          onChange={setType}
          variant="borderless"
          aria-label={t('catalogue:search.type')}
          options={SEARCH_TYPES.map((value) => ({
            value,
            label: t(`catalogue:search.types.${value}`),
          }))}
          style={{ width: 80, height: '100%', borderRight: `1px solid ${palette.divider}` }}
          popupMatchSelectWidth={80}
        />
        <Input
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={expanded ? listId : undefined}
          aria-activedescendant={
            expanded && active >= 0 ? suggestionOptionId(listId, active) : undefined
          }
          value={keyword}
          onChange={(e) => {
            setKeyword(e.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onFocus={() => setOpen(true)}
          onBlur={close}
          onKeyDown={onKeyDown}
          autoComplete="off"
          maxLength={SEARCH_KEYWORD_MAX}
          placeholder={placeholder}
          aria-label={t('catalogue:search.keyword')}
          variant="borderless"
          style={{ flex: 1, fontSize: 14 }}
        />
        <Button
          type="primary"
          htmlType="submit"
          style={{ height: '100%', width: 96, borderRadius: 0, fontSize: 16, boxShadow: 'none' }}
        >
          {t('catalogue:search.submit')}
        </Button>
      </form>
      {expanded && (
        <SearchSuggestions
          id={listId}
          suggestions={suggestions}
          active={active}
          onHover={setActive}
          onPick={pick}
        />
      )}
      {hotWords.length > 0 && (
        <nav
          aria-label={t('catalogue:search.hotWords')}
          style={{
            display: 'flex',
            gap: 12,
            marginTop: 6,
            fontSize: 12,
            height: 18,
            overflow: 'hidden',
            // A word of several English words stays on its line instead of vanishing below it.
            whiteSpace: 'nowrap',
          }}
        >
          {hotWords.map(({ word, keyword }, i) => (
            <Link
              key={keyword}
              to={searchTargetUrl('goods', keyword)}
              style={{ color: i === 0 ? palette.brand : palette.textMuted }}
            >
              {word}
            </Link>
          ))}
        </nav>
      )}
    </div>
  );
}
