import { describe, expect, it } from 'vitest';
import { searchWordsBody, searchWordsValues } from './search-words-values';

describe('search words values (issue 27, content)', () => {
  it('loads the words as the form’s values, in their order', () => {
    const words = {
      hot_words: [
        { word: '感冒灵', word_en: 'Cold relief' },
        { word: '布洛芬', word_en: '' },
      ],
      default_word: '阿莫西林',
      default_word_en: 'Amoxicillin',
    };
    expect(searchWordsValues(words)).toEqual(words);
  });

  it('saves every text trimmed, an input antd left undefined as empty', () => {
    expect(
      searchWordsBody({
        hot_words: [{ word: ' 感冒灵 ', word_en: undefined as unknown as string }],
        default_word: ' 阿莫西林',
        default_word_en: undefined as unknown as string,
      }),
    ).toEqual({
      hot_words: [{ word: '感冒灵', word_en: '' }],
      default_word: '阿莫西林',
      default_word_en: '',
    });
  });
});
