import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ChatText } from './chat-text';

afterEach(cleanup);

describe('ChatText', () => {
  it('shows emoji codes as images and the rest as text', () => {
    const { container } = render(<ChatText text={'你好[emjoy_01]\n第二行'} />);
    const imgs = container.querySelectorAll('img');
    expect(imgs).toHaveLength(1);
    expect(imgs[0]?.getAttribute('src')).toBe('/emoji/emjoy_01.svg');
    expect(imgs[0]?.getAttribute('alt')).toBe('[emjoy_01]');
    expect(container.textContent).toBe('你好\n第二行');
    expect((container.firstElementChild as HTMLElement).style.whiteSpace).toBe('pre-wrap');
  });

  it('renders markup in a message as literal text, never as HTML', () => {
    const text = '<img src=x onerror="alert(1)"><script>alert(2)</script>';
    const { container } = render(<ChatText text={text} />);
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('script')).toBeNull();
    expect(container.textContent).toBe(text);
  });

  it('does not turn an unknown code into an image', () => {
    const { container } = render(<ChatText text="[emjoy_48]" />);
    expect(container.querySelector('img')).toBeNull();
    expect(container.textContent).toBe('[emjoy_48]');
  });

  it('keeps a one-line preview on one line', () => {
    const { container } = render(<ChatText text="a[emjoy_02]b" emojiSize={16} singleLine />);
    const root = container.firstElementChild as HTMLElement;
    expect(root.style.whiteSpace).toBe('nowrap');
    expect(container.querySelector('img')?.style.width).toBe('16px');
  });
});
