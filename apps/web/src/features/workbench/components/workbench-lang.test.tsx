import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLang, i18n } from '@/lib/i18n';
import { WorkbenchLang } from './workbench-lang';

afterEach(async () => {
  cleanup();
  await changeLang('zh-CN');
});

describe('WorkbenchLang', () => {
  it('switches the workbench to English and remembers it in this browser', async () => {
    render(<WorkbenchLang />);
    expect(screen.getByRole<HTMLInputElement>('radio', { name: '简体中文' }).checked).toBe(true);
    fireEvent.click(screen.getByText('English'));
    await waitFor(() => expect(i18n.language).toBe('en-US'));
    expect(localStorage.getItem('shop.lang')).toBe('en-US');
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'English' }).checked).toBe(true);
    expect(i18n.t('workbench:top.logout')).toBe('Sign out');
  });
});
