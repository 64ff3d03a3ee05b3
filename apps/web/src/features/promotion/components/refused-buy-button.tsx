import { Button } from 'antd';

/** The disabled button of a goods the member may not buy: the shop's message or `fallback`. */
export function RefusedBuyButton({
  message,
  fallback,
  block = false,
}: {
  message: string | null;
  fallback: string;
  block?: boolean;
}) {
  return (
    <Button
      disabled
      block={block}
      data-shop-data={message === null ? undefined : true}
      style={{ height: 'auto', padding: '4px 16px', fontWeight: 600 }}
    >
      {message ?? fallback}
    </Button>
  );
}
