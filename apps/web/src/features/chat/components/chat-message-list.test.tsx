import type { ChatMessage } from '@shop/contracts/chat';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '@/lib/i18n';
import { ChatMessageList } from './chat-message-list';
import { chatMessage } from '@/lib/chat-message.testing';

afterEach(cleanup);

const base: ChatMessage = chatMessage({
  member_id: 2,
  nickname: '康源大药房',
  shop_name: '康源医药自营',
  create_day: '2026-11-21',
  // 2026-11-21 10:05 China time
  create_time: Date.UTC(2026, 10, 21, 2, 5) / 1000,
});

const messages: ChatMessage[] = [
  { ...base, id: 1, consumer_say: '你好[emjoy_01]' },
  { ...base, id: 2, type: 1, servicer_id: 9, nickname: '客服小美', servicer_say: '在的' },
  {
    ...base,
    id: 3,
    content_type: 1,
    goods_sku_id: 860,
    create_day: '2026-11-22',
    goods: {
      goods_id: 5,
      sku_id: 860,
      sku_name: '枸橼酸铋钾胶囊',
      sku_image: '/a.png',
      price: '11.10',
      spec_name: '0.3g*12粒',
    },
  },
  {
    ...base,
    id: 4,
    content_type: 2,
    order_id: 7,
    create_day: '2026-11-22',
    order: {
      order_id: 7,
      order_no: 'N2026112200001',
      order_name: '枸橼酸铋钾胶囊等 2 件',
      order_status_name: '待发货',
      order_money: '88.00',
      goods_num: 2,
      sku_image: '/b.png',
      create_time: 0,
    },
  },
  {
    ...base,
    id: 5,
    type: 1,
    content_type: 3,
    create_day: '2026-11-22',
    servicer_say: '/upload/chat/202611/' + 'a'.repeat(32) + '.png',
  },
];

function renderList(props: Partial<Parameters<typeof ChatMessageList>[0]> = {}) {
  const onLoadMore = vi.fn();
  render(
    <MemoryRouter>
      <ChatMessageList
        messages={messages}
        viewer="member"
        hasMore={false}
        onLoadMore={onLoadMore}
        noMore={false}
        {...props}
      />
    </MemoryRouter>,
  );
  return onLoadMore;
}

describe('ChatMessageList', () => {
  it('shows each message with its id, own ones on the right, a separator per shop day', () => {
    renderList();
    const items = screen.getAllByTestId('chat-message');
    expect(items.map((el) => el.dataset.id)).toEqual(['1', '2', '3', '4', '5']);
    expect(items.map((el) => el.dataset.own)).toEqual(['1', '0', '1', '1', '0']);
    expect(items[0]?.style.flexDirection).toBe('row-reverse');
    expect(items[1]?.style.flexDirection).toBe('row');
    expect(screen.getByText('2026-11-21')).toBeTruthy();
    expect(screen.getByText('2026-11-22')).toBeTruthy();
    expect(within(items[0]!).getByText(/康源大药房/).textContent).toContain('10:05');
    expect(within(items[1]!).getByText(/客服小美/)).toBeTruthy();
  });

  it('puts the servicer side on the right for the workbench', () => {
    renderList({ viewer: 'servicer' });
    const own = screen.getAllByTestId('chat-message').map((el) => el.dataset.own);
    expect(own).toEqual(['0', '1', '0', '0', '1']);
  });

  it('renders emoji as images, goods and order cards, and pictures', () => {
    renderList();
    expect(screen.getByAltText('[emjoy_01]')).toBeTruthy();
    const goods = screen.getByTestId('chat-goods-card');
    expect(goods.getAttribute('href')).toBe('/sku-860');
    expect(goods.textContent).toContain('¥11.10');
    const order = screen.getByTestId('chat-order-card');
    expect(order.getAttribute('href')).toBe('/member/order_detail?order_id=7');
    expect(order.textContent).toContain('N2026112200001');
    expect(order.textContent).toContain('¥88.00');
    const picture = screen.getByAltText('聊天图片');
    expect(picture.getAttribute('src')).toBe('/upload/chat/202611/' + 'a'.repeat(32) + '.png');
  });

  it('shows a goods card without a price when sale control hid it from the buyer', () => {
    const card = messages[2]!;
    const { price: _hidden, ...goods } = card.goods!;
    renderList({ messages: [{ ...card, goods }] });
    const shown = screen.getByTestId('chat-goods-card');
    expect(shown.textContent).toContain('枸橼酸铋钾胶囊');
    expect(shown.textContent).not.toContain('¥');
  });

  it('offers older messages, then says there are no more', () => {
    const onLoadMore = renderList({ hasMore: true });
    fireEvent.click(screen.getByTestId('chat-load-more'));
    expect(onLoadMore).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('没有聊天记录了')).toBeNull();
    cleanup();
    renderList({ noMore: true });
    expect(screen.queryByTestId('chat-load-more')).toBeNull();
    expect(screen.getByText('没有聊天记录了')).toBeTruthy();
  });

  it('never renders message text as HTML', () => {
    render(
      <MemoryRouter>
        <ChatMessageList
          messages={[{ ...base, consumer_say: '<b>x</b><img src=x onerror=alert(1)>' }]}
          viewer="member"
          hasMore={false}
          onLoadMore={() => undefined}
          noMore
        />
      </MemoryRouter>,
    );
    expect(screen.getByText('<b>x</b><img src=x onerror=alert(1)>')).toBeTruthy();
    expect(document.querySelector('b')).toBeNull();
  });
});
