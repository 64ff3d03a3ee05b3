import { Alert, Card } from 'antd';
import type { ReactNode } from 'react';
import { space } from '@/app/theme';

/** A settings group's card: its notices, the server's refusal of the last save, then its form. */
export function SettingsCard({
  title,
  refusal,
  notice,
  children,
}: {
  title: string;
  refusal: string | null;
  notice?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card title={title} style={{ height: '100%' }}>
      {notice}
      {refusal && (
        <Alert type="error" showIcon title={refusal} style={{ marginBottom: space.md }} />
      )}
      {children}
    </Card>
  );
}
