import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLang } from '@/lib/i18n';
import { GoodsContent } from './goods-content';

afterEach(async () => {
  cleanup();
  await changeLang('zh-CN');
});

describe('GoodsContent', () => {
  it('keeps the paragraphs and bold headings of the goods text', () => {
    const { container } = render(
      <GoodsContent content="<p><strong>【规格】</strong>0.25g*24粒</p><p><strong>【贮藏】</strong>密封</p>" />,
    );
    expect(container.querySelectorAll('p')).toHaveLength(2);
    expect(container.querySelector('strong')?.textContent).toBe('【规格】');
    expect(container.textContent).toBe('【规格】0.25g*24粒【贮藏】密封');
  });

  it('drops scripts, handlers, styles and unsafe image sources', () => {
    const { container } = render(
      <GoodsContent
        content={
          '<p onclick="alert(1)" style="color:red">说明</p><script>alert(2)</script>' +
          '<img src="javascript:alert(3)"><img src="x" onerror="alert(4)">' +
          '<img src="https://img.example.com/a.png"><a href="javascript:alert(5)">链接</a>'
        }
      />,
    );
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('a')).toBeNull();
    expect(container.innerHTML).not.toMatch(/onclick|onerror|color|javascript:|alert/);
    const images = container.querySelectorAll('img');
    expect(images).toHaveLength(1);
    expect(images[0]?.getAttribute('src')).toBe('https://img.example.com/a.png');
    expect(container.textContent).toBe('说明链接');
  });

  it('turns plain text lines into paragraphs', () => {
    const { container } = render(<GoodsContent content={'第一行\n第二行'} />);
    expect(Array.from(container.querySelectorAll('p'), (p) => p.textContent)).toEqual([
      '第一行',
      '第二行',
    ]);
  });

  it('names the standard package-insert headings in English, the shop’s words as written', async () => {
    const insert =
      '<p><strong>【通用名称】</strong>阿莫西林胶囊</p><p><strong>【用法用量】</strong>口服。</p>' +
      '<p><strong>【厂家寄语】</strong>感谢惠顾</p>';
    const { container, unmount } = render(<GoodsContent content={insert} />);
    expect(container.textContent).toBe(
      '【通用名称】阿莫西林胶囊【用法用量】口服。【厂家寄语】感谢惠顾',
    );
    unmount();
    await changeLang('en-US');
    const english = render(<GoodsContent content={insert} />);
    expect(Array.from(english.container.querySelectorAll('strong'), (s) => s.textContent)).toEqual([
      'Generic name: ',
      'Dosage and administration: ',
      '【厂家寄语】',
    ]);
  });
});
