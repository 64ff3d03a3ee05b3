import { SESSION_FLAG_COOKIE } from '@shop/contracts/constants';
import { act, cleanup, fireEvent, render, renderHook, screen } from '@testing-library/react';
import { App } from 'antd';
import { afterEach, describe, expect, it } from 'vitest';
import '@/lib/i18n';
import { closeChat, setChatAvailable, useChatLauncher } from '../lib/chat-launcher';
import { ContactServiceButton } from './contact-service-button';

afterEach(() => {
  cleanup();
  act(() => {
    closeChat();
    setChatAvailable(false);
  });
  document.cookie = `${SESSION_FLAG_COOKIE}=; path=/; max-age=0`;
});

const goods = { sku_id: 860, sku_name: '枸橼酸铋钾胶囊', sku_image: '/a.png', price: '11.10' };

function renderButton() {
  render(
    <App>
      <ContactServiceButton testId="goods-contact-service" siteId={3} goods={goods} />
    </App>,
  );
}

describe('ContactServiceButton', () => {
  it('is hidden while the shop offers no chat on the PC site', () => {
    renderButton();
    expect(screen.queryByTestId('goods-contact-service')).toBeNull();
    act(() => setChatAvailable(true));
    expect(screen.getByTestId('goods-contact-service').textContent).toContain('联系客服');
  });

  it('warns a visitor 您还未登录 and opens nothing', async () => {
    act(() => setChatAvailable(true));
    const launcher = renderHook(() => useChatLauncher());
    renderButton();
    fireEvent.click(screen.getByTestId('goods-contact-service'));
    expect(await screen.findByText('您还未登录')).toBeTruthy();
    expect(launcher.result.current.open).toBe(false);
  });

  it('opens the chat with the shop and the goods for a member', () => {
    document.cookie = `${SESSION_FLAG_COOKIE}=1; path=/`;
    act(() => setChatAvailable(true));
    const launcher = renderHook(() => useChatLauncher());
    renderButton();
    fireEvent.click(screen.getByTestId('goods-contact-service'));
    expect(launcher.result.current.open).toBe(true);
    expect(launcher.result.current.request).toMatchObject({ siteId: 3, goods });
    const seq = launcher.result.current.request?.seq ?? 0;
    act(() => closeChat());
    fireEvent.click(screen.getByTestId('goods-contact-service'));
    expect(launcher.result.current.request?.seq).toBe(seq + 1);
  });
});
