import { describe, expect, it } from 'vitest';
import { sanitiseRichText } from './rich-text';

describe('sanitiseRichText (issue 25: goods descriptions)', () => {
  it.each([
    [
      'keeps formatting',
      '<p><strong>【规格】</strong>0.25g*24粒</p>',
      '<p><strong>【规格】</strong>0.25g*24粒</p>',
    ],
    ['drops a script and its text', '<p>a</p><script>alert(1)</script>', '<p>a</p>'],
    [
      'drops event attributes',
      '<p onclick="x()">a</p><img src="/upload/goods/a.jpg" onerror="x()" />',
      '<p>a</p><img src="/upload/goods/a.jpg" />',
    ],
    [
      'drops iframes, own or foreign',
      '<iframe src="https://evil.example/"></iframe><p>b</p>',
      '<p>b</p>',
    ],
    [
      'drops javascript: links',
      '<a href="javascript:alert(1)">x</a>',
      '<a rel="noopener noreferrer nofollow" target="_blank">x</a>',
    ],
    ['drops data: images', '<img src="data:image/png;base64,AAAA" />', '<img />'],
    ['drops style attributes and tags', '<p style="color:red">a</p><style>p{}</style>', '<p>a</p>'],
    [
      'keeps table cells spans',
      '<table><tbody><tr><td colspan="2">x</td></tr></tbody></table>',
      '<table><tbody><tr><td colspan="2">x</td></tr></tbody></table>',
    ],
  ])('%s', (_case, input, output) => {
    expect(sanitiseRichText(input)).toBe(output);
  });
});
