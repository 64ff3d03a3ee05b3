import { Flex, Typography } from 'antd';
import type { ReactNode } from 'react';
import { space } from '@/app/theme';

/** A console page's heading: its title, a line of help, and its actions on the right. */
export function PageHeader({
  title,
  subTitle,
  extra,
}: {
  title: ReactNode;
  subTitle?: ReactNode;
  extra?: ReactNode;
}) {
  return (
    <Flex justify="space-between" align="flex-end" gap="middle" style={{ marginBottom: space.md }}>
      <div>
        <Typography.Title level={4} style={{ margin: 0 }}>
          {title}
        </Typography.Title>
        {subTitle && <Typography.Text type="secondary">{subTitle}</Typography.Text>}
      </div>
      {extra && <Flex gap="small">{extra}</Flex>}
    </Flex>
  );
}
