import type { ChatMessage, ChatServerEvent, ChatShopSession } from '@shop/contracts/chat';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App } from 'antd';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '@/lib/i18n';
import { closeChat, openChat, useChatLauncher } from '../lib/chat-launcher';
import type * as SocketModule from '@/lib/use-chat-socket';
import { ChatDialog } from './chat-dialog';
import { chatMessage } from '@/lib/chat-message.testing';

// The socket is driven by the test (the hook itself is tested against a real server).
const socket = vi.hoisted(() => {
  const state: { emit: (event: ChatServerEvent) => void; clientId: string } = {
    emit: () => undefined,
    clientId: 'c'.repeat(32),
  };
  return state;
});
vi.mock('@/lib/use-chat-socket', async (original) => {
  const real = await original<typeof SocketModule>();
  const { useState } = await import('react');
  return {
    ...real,
    useChatSocket: ({ onEvent }: { onEvent: (event: ChatServerEvent) => void }) => {
      const [, force] = useState(0);
      socket.emit = (event) => {
        onEvent(event);
        force((n) => n + 1);
      };
      return {
        status: 'open',
        clientId: socket.clientId,
        reconnects: 0,
        closeReason: null,
        reconnect: () => undefined,
      };
    },
  };
});

const shop = (siteId: number, unread = 0): ChatShopSession => ({
  site_id: siteId,
  shop_id: siteId,
  shop_name: `店铺${siteId}`,
  logo: '',
  servicer_id: 0,
  online: 0,
  unread,
  last_message: null,
});

const message = (id: number, siteId: number, type = 1, text = `消息${id}`): ChatMessage =>
  chatMessage({
    id,
    site_id: siteId,
    member_id: 2,
    servicer_id: type === 0 ? 0 : 9,
    type,
    consumer_say: type === 0 ? text : '',
    servicer_say: type === 0 ? '' : text,
    nickname: '客服',
    shop_name: `店铺${siteId}`,
    create_time: 1_800_000_000 + id,
  });

let calls: { path: string; body: Record<string, unknown> }[];
let sessions: ChatShopSession[];
let servicerId: number;

beforeEach(() => {
  calls = [];
  sessions = [shop(1, 2)];
  servicerId = 5;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const body = JSON.parse(init.body as string) as Record<string, unknown>;
      const path = url.replace('/servicer/api/chat/', '');
      calls.push({ path, body });
      const data: Record<string, unknown> = {
        sessions: { list: sessions },
        shop: shop(Number(body.site_id)),
        bind: { servicer_id: servicerId, online_count: servicerId ? 1 : 0 },
        setRead: null,
        dialogs: { list: [], page_count: 0, count: 0 },
        keyword: { is_open: 1, keyword_list: [{ keyword: '发票', reply: '可以开票' }] },
        say: message(50, Number(body.site_id), 0, String(body.message)),
        bye: null,
        '/api/shop/page': {
          page_count: 1,
          count: 2,
          list: [7, 4].map((id) => ({
            site_id: id,
            shop_name: `店铺${id}`,
            logo: '',
            description: '',
            telephone: '',
            address: '',
            is_own: id === 4 ? 1 : 0,
            goods_count: 1,
            sale_count: 1,
          })),
        },
      };
      return new Response(JSON.stringify({ code: 0, message: '', data: data[path] ?? null }));
    }),
  );
});

afterEach(() => {
  cleanup();
  act(() => closeChat());
});

function renderDialog() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  let launcher: ReturnType<typeof useChatLauncher> | null = null;
  function Probe() {
    launcher = useChatLauncher();
    return null;
  }
  render(
    <QueryClientProvider client={client}>
      <App>
        <MemoryRouter>
          <ChatDialog />
          <Probe />
        </MemoryRouter>
      </App>
    </QueryClientProvider>,
  );
  return () => launcher;
}

const bodiesOf = (path: string) => calls.filter((c) => c.path === path).map((c) => c.body);

describe('ChatDialog', () => {
  it('opens a shop never talked to, binds it and shows the service online', async () => {
    renderDialog();
    act(() => openChat({ siteId: 3 }));
    const item = await screen.findByTestId('chat-session-3');
    expect(item.getAttribute('aria-current')).toBe('true');
    expect(screen.getByTestId('chat-session-1')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('chat-status').textContent).toBe('客服在线'));
    expect(bodiesOf('bind')).toContainEqual(
      expect.objectContaining({ site_id: 3, client_id: socket.clientId }),
    );
    expect(bodiesOf('setRead')).toContainEqual(expect.objectContaining({ site_id: 3 }));
    expect(bodiesOf('dialogs')).toContainEqual(expect.objectContaining({ site_id: 3, page: 1 }));
  });

  it('follows live presence, offers keywords while offline and sends one', async () => {
    renderDialog();
    act(() => openChat({ siteId: 3 }));
    await waitFor(() => expect(screen.getByTestId('chat-status').textContent).toBe('客服在线'));
    expect(screen.queryByTestId('chat-keyword')).toBeNull();
    act(() =>
      socket.emit({ type: 'connect', data: { site_id: 3, servicer_id: 0, online_count: 0 } }),
    );
    expect(screen.getByTestId('chat-status').textContent).toBe('客服不在线');
    fireEvent.click(await screen.findByTestId('chat-keyword'));
    await waitFor(() =>
      expect(bodiesOf('say')).toContainEqual(
        expect.objectContaining({ site_id: 3, content_type: 0, message: '发票' }),
      ),
    );
    expect(String(bodiesOf('say')[0]?.client_msg_id)).toMatch(/^[A-Za-z0-9-]{8,64}$/);
    await waitFor(() => expect(screen.getAllByTestId('chat-message')).toHaveLength(1));
    // The socket's copy of the same message is not shown twice.
    act(() => socket.emit({ type: 'string', data: message(50, 3, 0, '发票') }));
    expect(screen.getAllByTestId('chat-message')).toHaveLength(1);
  });

  it('raises the badge of another shop on its message and clears it when selected', async () => {
    renderDialog();
    act(() => openChat({ siteId: 3 }));
    expect(within(await screen.findByTestId('chat-session-1')).getByText('2')).toBeTruthy();
    sessions = [shop(1, 3)];
    act(() => socket.emit({ type: 'string', data: message(60, 1) }));
    await waitFor(() => expect(screen.getByTestId('chat-unread-1').textContent).toBe('3'));
    expect(screen.queryAllByTestId('chat-message')).toHaveLength(0);
    fireEvent.click(screen.getByTestId('chat-session-1'));
    await waitFor(() => expect(screen.queryByTestId('chat-unread-1')).toBeNull());
    expect(bodiesOf('setRead')).toContainEqual(expect.objectContaining({ site_id: 1 }));
  });

  it('opens the most recent session without a shop and says bye to bound shops on close', async () => {
    const launcher = renderDialog();
    act(() => openChat());
    const item = await screen.findByTestId('chat-session-1');
    expect(item.getAttribute('aria-current')).toBe('true');
    await waitFor(() => expect(bodiesOf('bind')).toHaveLength(1));
    fireEvent.click(screen.getByTestId('chat-close'));
    await waitFor(() => expect(launcher()?.open).toBe(false));
    expect(bodiesOf('bye')).toEqual([
      expect.objectContaining({ site_id: 1, client_id: socket.clientId }),
    ]);
    expect(screen.queryByTestId('chat-dialog')).toBeNull();
  });

  it("opens the platform's own shop when the member has no session yet", async () => {
    sessions = [];
    renderDialog();
    act(() => openChat());
    const item = await screen.findByTestId('chat-session-4');
    expect(item.getAttribute('aria-current')).toBe('true');
    expect(bodiesOf('shop')).toEqual([expect.objectContaining({ site_id: 4 })]);
    await waitFor(() =>
      expect(bodiesOf('bind')).toContainEqual(expect.objectContaining({ site_id: 4 })),
    );
  });

  it('sends the goods being asked about as a card', async () => {
    renderDialog();
    act(() =>
      openChat({
        siteId: 1,
        goods: { sku_id: 860, sku_name: '枸橼酸铋钾胶囊', sku_image: '/a.png', price: '11.10' },
      }),
    );
    fireEvent.click(await screen.findByTestId('chat-send-goods'));
    await waitFor(() =>
      expect(bodiesOf('say')).toContainEqual(
        expect.objectContaining({ site_id: 1, content_type: 1, goods_id: 860 }),
      ),
    );
  });
});
