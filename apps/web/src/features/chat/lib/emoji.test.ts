import { describe, expect, it } from 'vitest';
import { emojiNumber, emojiSrc, emojiTitleKey, splitChatText } from './emoji';

describe('emojiSrc', () => {
  it('maps the 47 codes to their images and nothing else', () => {
    expect(emojiSrc('[emjoy_01]')).toBe('/emoji/emjoy_01.svg');
    expect(emojiSrc('[emjoy_47]')).toBe('/emoji/emjoy_47.svg');
    expect(emojiSrc('[emjoy_48]')).toBe('');
    expect(emojiSrc('[emjoy_00]')).toBe('');
    expect(emojiSrc('[emjoy_01]x')).toBe('');
    expect(emojiSrc('../x')).toBe('');
  });

  it('names each code by its number', () => {
    expect(emojiNumber('[emjoy_09]')).toBe('09');
    expect(emojiTitleKey('[emjoy_34]')).toBe('emoji:names.34');
  });
});

describe('splitChatText', () => {
  it('keeps a plain text whole', () => {
    expect(splitChatText('你好，请问有货吗')).toEqual([{ kind: 'text', text: '你好，请问有货吗' }]);
  });

  it('answers no part for an empty text', () => {
    expect(splitChatText('')).toEqual([]);
  });

  it('splits adjacent codes into separate emoji, text around them kept in order', () => {
    expect(splitChatText('好的[emjoy_01][emjoy_02]谢谢')).toEqual([
      { kind: 'text', text: '好的' },
      { kind: 'emoji', code: '[emjoy_01]', src: '/emoji/emjoy_01.svg' },
      { kind: 'emoji', code: '[emjoy_02]', src: '/emoji/emjoy_02.svg' },
      { kind: 'text', text: '谢谢' },
    ]);
  });

  it('leaves an unknown code as text', () => {
    expect(splitChatText('[emjoy_48][emjoy_47]')).toEqual([
      { kind: 'text', text: '[emjoy_48]' },
      { kind: 'emoji', code: '[emjoy_47]', src: '/emoji/emjoy_47.svg' },
    ]);
    expect(splitChatText('[emjoy_1]')).toEqual([{ kind: 'text', text: '[emjoy_1]' }]);
  });

  it('keeps markup characters as text', () => {
    expect(splitChatText('<b>a & b</b>[emjoy_10]')).toEqual([
      { kind: 'text', text: '<b>a & b</b>' },
      { kind: 'emoji', code: '[emjoy_10]', src: '/emoji/emjoy_10.svg' },
    ]);
  });

  it('gives the same answer on repeated calls (no shared regex state)', () => {
    const first = splitChatText('[emjoy_03]x');
    expect(splitChatText('[emjoy_03]x')).toEqual(first);
    expect(first).toHaveLength(2);
  });
});
