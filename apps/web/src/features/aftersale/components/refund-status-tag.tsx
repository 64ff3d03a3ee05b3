import { Tag } from 'antd';

const COLOURS: Record<number, string> = {
  1: 'orange',
  2: 'blue',
  3: 'geekblue',
  4: 'purple',
  5: 'green',
  [-1]: 'red',
  [-2]: 'default',
};

/** The refund's state as the server names it, coloured by how far it got. */
export function RefundStatusTag({ status, name }: { status: number; name: string }) {
  return (
    <Tag color={COLOURS[status] ?? 'default'} style={{ marginInlineEnd: 0 }}>
      {name}
    </Tag>
  );
}
