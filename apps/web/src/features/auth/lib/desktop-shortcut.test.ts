import { describe, expect, it } from 'vitest';
import { shortcutFileContent, shortcutFileName } from './desktop-shortcut';

describe('desktop shortcut', () => {
  it('writes an Internet Shortcut file with CRLF line ends', () => {
    expect(shortcutFileContent('https://shop.example.com/index')).toBe(
      '[InternetShortcut]\r\nURL=https://shop.example.com/index\r\n',
    );
  });

  it('cannot be given extra lines through the address', () => {
    expect(shortcutFileContent('https://a.example/\r\nIconFile=x')).toBe(
      '[InternetShortcut]\r\nURL=https://a.example/IconFile=x\r\n',
    );
  });

  it('names the file after the site without characters file systems refuse', () => {
    expect(shortcutFileName('康源医药批发商城')).toBe('康源医药批发商城.url');
    expect(shortcutFileName('A/B:C*?"<>|')).toBe('ABC.url');
    expect(shortcutFileName('  ')).toBe('shop.url');
  });
});
