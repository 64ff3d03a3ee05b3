import { SEARCH_KEYWORD_MAX } from '@shop/contracts/constants';
import { Button, Input, Select } from 'antd';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useDefaultSearchWords } from '../api/get-default-search-words';
import { useHotSearchWords } from '../api/get-hot-search-words';
import { SEARCH_TYPES, searchTargetUrl, type SearchType } from '../lib/search-target';

const RED = '#E4393C';

/**
 * The header search (spec "Header"): goods or shop search, at most 50 characters, the shop's
 * placeholder and hot words. Goods go to /list?keyword=, shops to /street?keyword=.
 */
export function SearchBox() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const hotWords = useHotSearchWords();
  const placeholder = useDefaultSearchWords() || t('catalogue:search.placeholder');
  const [type, setType] = useState<SearchType>('goods');
  const [keyword, setKeyword] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void navigate(searchTargetUrl(type, keyword));
  };

  return (
    <div style={{ width: 540 }}>
      <form
        role="search"
        onSubmit={submit}
        style={{
          display: 'flex',
          height: 40,
          border: `2px solid ${RED}`,
          borderRadius: 4,
          overflow: 'hidden',
          background: '#fff',
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
          style={{ width: 80, height: '100%', borderRight: '1px solid #EEE' }}
          popupMatchSelectWidth={80}
        />
        <Input
          value={keyword}
          onChange={(e) => setKeyword(e.target.value)}
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
          }}
        >
          {hotWords.map((word, i) => (
            <Link
              key={word}
              to={searchTargetUrl('goods', word)}
              style={{ color: i === 0 ? RED : '#999' }}
            >
              {word}
            </Link>
          ))}
        </nav>
      )}
    </div>
  );
}
