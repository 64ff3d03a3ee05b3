import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { GoodsContent } from './goods-content';

afterEach(cleanup);

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
});
