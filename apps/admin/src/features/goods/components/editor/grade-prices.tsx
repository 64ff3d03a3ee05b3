import { Flex, Input, Typography } from 'antd';
import { YUAN_SIGN } from '@shop/web-kit/money';

type Grade = { target_id: number; price: string };

/**
 * One price per buyer type or member level (ADR 0021): an input per choice; an empty input is no
 * price for it. The value is the wire's list of `{ target_id, price }`.
 */
export function GradePrices({
  id,
  value = [],
  onChange,
  choices,
}: {
  id?: string;
  value?: Grade[];
  onChange?: (value: Grade[]) => void;
  choices: { id: number; name: string }[];
}) {
  const priceOf = (targetId: number) => value.find((g) => g.target_id === targetId)?.price ?? '';
  const set = (targetId: number, price: string) => {
    const others = value.filter((g) => g.target_id !== targetId);
    onChange?.(price.trim() === '' ? others : [...others, { target_id: targetId, price }]);
  };
  return (
    <Flex id={id} wrap gap="small">
      {choices.map((c) => (
        <Flex key={c.id} vertical style={{ width: 150 }}>
          <Typography.Text type="secondary">{c.name}</Typography.Text>
          <Input
            aria-label={c.name}
            prefix={YUAN_SIGN}
            inputMode="decimal"
            maxLength={10}
            value={priceOf(c.id)}
            onChange={(e) => set(c.id, e.target.value)}
          />
        </Flex>
      ))}
    </Flex>
  );
}
