import { Flex, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { space } from '@/app/theme';

const COLOURS: Record<number, string> = {
  1: 'orange',
  2: 'blue',
  3: 'geekblue',
  4: 'purple',
  5: 'green',
  [-1]: 'red',
  [-2]: 'default',
};

/** A refund's state as the server names it, and 维权中 while a complaint waits for the platform. */
export function RefundStatusTag({
  status,
  name,
  complaining = false,
}: {
  status: number;
  name: string;
  complaining?: boolean;
}) {
  const { t } = useTranslation('refunds');
  return (
    <Flex gap={space.xs} wrap>
      <Tag color={COLOURS[status] ?? 'default'} style={{ marginInlineEnd: 0 }}>
        {name}
      </Tag>
      {complaining && (
        <Tag color="magenta" style={{ marginInlineEnd: 0 }}>
          {t('complaining')}
        </Tag>
      )}
    </Flex>
  );
}
