import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { palette } from '@/app/theme';
import { changeLang } from '@/lib/i18n';
import { GoodsTags } from './goods-tags';

afterEach(async () => {
  cleanup();
  await changeLang('zh-CN');
});

const tagged = (labelName: string) => ({
  goods_label: { label_name: labelName, label_color: palette.brand, font_color: palette.text },
});

describe('GoodsTags', () => {
  it('names a system label in English; a shop’s own label stays shop data', async () => {
    await changeLang('en-US');
    const { unmount } = render(<GoodsTags goods={tagged('处方药')} />);
    const rx = screen.getByText('Rx');
    expect(rx.closest('[data-shop-data]')).toBeNull();
    unmount();
    render(<GoodsTags goods={tagged('店长推荐')} />);
    expect(screen.getByText('店长推荐').closest('[data-shop-data]')).not.toBeNull();
  });

  it.each([
    ['新品', 'New'],
    ['热销', 'Best seller'],
    ['医保', 'Medical insurance'],
  ])('reads %s as %s in English and as itself in Chinese', async (chinese, english) => {
    const { unmount } = render(<GoodsTags goods={tagged(chinese)} />);
    expect(screen.getByText(chinese)).toBeTruthy();
    unmount();
    await changeLang('en-US');
    render(<GoodsTags goods={tagged(chinese)} />);
    expect(screen.getByText(english)).toBeTruthy();
  });
});
