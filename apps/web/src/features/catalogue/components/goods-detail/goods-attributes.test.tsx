import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLang } from '@/lib/i18n';
import { GoodsAttributes } from './goods-attributes';
import { memberDetail } from './test-fixtures';

afterEach(async () => {
  cleanup();
  await changeLang('zh-CN');
});

/** The value beside the term `term` of the facts. */
const valueOf = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling;

describe('GoodsAttributes', () => {
  it('names the unit in the page’s language', async () => {
    const { unmount } = render(<GoodsAttributes goods={memberDetail({ unit: '盒' })} />);
    expect(valueOf('单位')?.textContent).toBe('盒');
    unmount();
    await changeLang('en-US');
    render(<GoodsAttributes goods={memberDetail({ unit: '盒' })} />);
    expect(valueOf('Unit')?.textContent).toBe('box');
  });
});
