import type { ConsoleOrderState } from '@shop/contracts/order';
import { Tag } from 'antd';

const COLOUR: Record<ConsoleOrderState, string> = {
  all: 'default',
  waitpay: 'orange',
  reviewing: 'gold',
  waitsend: 'blue',
  waitconfirm: 'cyan',
  completed: 'green',
  closed: 'default',
};

/** The console state of an order as a coloured tag with the server's name (待确认收款 etc.). */
export function OrderStateTag({ state, name }: { state: ConsoleOrderState; name: string }) {
  return (
    <Tag color={COLOUR[state]} style={{ marginInlineEnd: 0 }}>
      {name}
    </Tag>
  );
}
